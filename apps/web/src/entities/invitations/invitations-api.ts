import {
  InvitationAnswer,
  type InvitationBody,
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

const projectPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`;

/** GET /api/me/invitations: what waits for my answer. */
export const myInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: invitationKeys.mine(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/me/invitations', { schema: InvitationsAnswer, signal })).invitations,
  });

/** GET /api/projects/{id}/invitations: the team's view. */
export const projectInvitationsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: invitationKeys.ofProject(projectId),
    queryFn: async ({ signal }) =>
      (await apiRequest(`${projectPath(projectId)}/invitations`, { schema: InvitationsAnswer, signal }))
        .invitations,
  });

/** GET /api/projects/{id}/invite-links */
export const inviteLinksQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: invitationKeys.linksOf(projectId),
    queryFn: async ({ signal }) =>
      (await apiRequest(`${projectPath(projectId)}/invite-links`, { schema: InviteLinksAnswer, signal }))
        .links,
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

/** POST /api/projects/{id}/invitations */
export function useInvite(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof InvitationBody>) =>
      apiRequest(`${projectPath(projectId)}/invitations`, { method: 'POST', body, schema: InvitationAnswer }),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.ofProject(projectId) }),
  });
}

/** DELETE /api/projects/{id}/invitations/{invitationId} */
export function useWithdrawInvitation(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      apiRequest(`${projectPath(projectId)}/invitations/${encodeURIComponent(invitationId)}`, {
        method: 'DELETE',
        schema: OkAnswer,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.ofProject(projectId) }),
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

/** POST /api/projects/{id}/invite-links: the link, its token this once. */
export function useMakeInviteLink(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<InviteLinkBody>) =>
      apiRequest(`${projectPath(projectId)}/invite-links`, {
        method: 'POST',
        body,
        schema: InviteLinkMadeAnswer,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.linksOf(projectId) }),
  });
}

/** DELETE /api/projects/{id}/invite-links/{linkId} */
export function useRevokeInviteLink(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      apiRequest(`${projectPath(projectId)}/invite-links/${encodeURIComponent(linkId)}`, {
        method: 'DELETE',
        schema: OkAnswer,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.linksOf(projectId) }),
  });
}

/** POST /api/invite-links/{token}/accept */
export const acceptInviteLink = (token: string) =>
  apiRequest(`/api/invite-links/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    schema: InviteLinkAcceptAnswer,
  });
