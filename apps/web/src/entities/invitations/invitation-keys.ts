import type { InvitationSubjectKind } from '@create-together/contract';

/** The query keys of invitations and invite links. */
export const invitationKeys = {
  all: ['invitations'] as const,
  mine: () => [...invitationKeys.all, 'mine'] as const,
  of: (kind: InvitationSubjectKind, id: string) => [...invitationKeys.all, kind, id] as const,
  linksOf: (kind: InvitationSubjectKind, id: string) => [...invitationKeys.all, 'links', kind, id] as const,
  link: (token: string) => [...invitationKeys.all, 'link', token] as const,
};
