/** The query keys of invitations and invite links. */
export const invitationKeys = {
  all: ['invitations'] as const,
  mine: () => [...invitationKeys.all, 'mine'] as const,
  ofProject: (projectId: string) => [...invitationKeys.all, 'project', projectId] as const,
  linksOf: (projectId: string) => [...invitationKeys.all, 'links', projectId] as const,
  link: (token: string) => [...invitationKeys.all, 'link', token] as const,
};
