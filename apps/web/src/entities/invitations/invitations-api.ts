import {
  type CollectiveInvitationBody,
  InvitationAnswer,
  type InvitationBody,
  type InvitationSubjectKind,
  InvitationsAnswer,
  InviteLinkAcceptAnswer,
  type InviteLinkBody,
  InviteLinkMadeAnswer,
  InviteLinkPreviewAnswer,
  InviteLinksAnswer,
  OkAnswer,
} from '@create-together/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { invitationKeys } from './invitation-keys';

/** A project or a collective people are invited to. */
export interface InviteTarget {
  kind: InvitationSubjectKind;
  id: string;
}

const pathOf = ({ kind, id }: InviteTarget) =>
  `/api/${kind === 'project' ? 'projects' : 'collectives'}/${encodeURIComponent(id)}`;

/** GET /api/me/invitations: what waits for my answer. */
export const myInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: invitationKeys.mine(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/me/invitations', { schema: InvitationsAnswer, signal })).invitations,
  });

/** GET /api/{projects|collectives}/{id}/invitations: the team's view. */
export const invitationsQueryOptions = (target: InviteTarget) =>
  queryOptions({
    queryKey: invitationKeys.of(target.kind, target.id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`${pathOf(target)}/invitations`, { schema: InvitationsAnswer, signal })).invitations,
  });

/** GET /api/{projects|collectives}/{id}/invite-links */
export const inviteLinksQueryOptions = (target: InviteTarget) =>
  queryOptions({
    queryKey: invitationKeys.linksOf(target.kind, target.id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`${pathOf(target)}/invite-links`, { schema: InviteLinksAnswer, signal })).links,
  });

/** GET /api/invite-links/{token}: what a link opens (no session needed). */
export const inviteLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.link(token),
    queryFn: ({ signal }) =>
      apiRequest(`/api/invite-links/${encodeURIComponent(token)}`, {
        schema: InviteLinkPreviewAnswer,
        signal,
      }),
    retry: false,
  });

/** POST /api/{projects|collectives}/{id}/invitations (a collective's always make members). */
export function useInvite(target: InviteTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof InvitationBody> | z.input<typeof CollectiveInvitationBody>) =>
      apiRequest(`${pathOf(target)}/invitations`, { method: 'POST', body, schema: InvitationAnswer }),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.of(target.kind, target.id) }),
  });
}

/** DELETE /api/{projects|collectives}/{id}/invitations/{invitationId} */
export function useWithdrawInvitation(target: InviteTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      apiRequest(`${pathOf(target)}/invitations/${encodeURIComponent(invitationId)}`, {
        method: 'DELETE',
        schema: OkAnswer,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.of(target.kind, target.id) }),
  });
}

/** POST /api/invitations/{id}/accept or /decline */
export function useAnswerInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ invitationId, answer }: { invitationId: string; answer: 'accept' | 'decline' }) =>
      apiRequest(`/api/invitations/${encodeURIComponent(invitationId)}/${answer}`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.mine() }),
  });
}

/** POST /api/{projects|collectives}/{id}/invite-links: the link, its token this once. */
export function useMakeInviteLink(target: InviteTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<Omit<InviteLinkBody, 'role'>> & { role?: string }) =>
      apiRequest(`${pathOf(target)}/invite-links`, { method: 'POST', body, schema: InviteLinkMadeAnswer }),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.linksOf(target.kind, target.id) }),
  });
}

/** DELETE /api/{projects|collectives}/{id}/invite-links/{linkId} */
export function useRevokeInviteLink(target: InviteTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      apiRequest(`${pathOf(target)}/invite-links/${encodeURIComponent(linkId)}`, {
        method: 'DELETE',
        schema: OkAnswer,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.linksOf(target.kind, target.id) }),
  });
}

/** POST /api/invite-links/{token}/accept */
export const acceptInviteLink = (token: string) =>
  apiRequest(`/api/invite-links/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    schema: InviteLinkAcceptAnswer,
  });
