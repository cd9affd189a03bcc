import { CollectiveSummaryAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast/toast-store';
import { ApiError, apiRequest } from '@/lib/api';
import { collectiveKeys } from './collective-keys';

const membersPath = (id: string) => `/api/collectives/${encodeURIComponent(id)}/members`;

/** POST /api/collectives/{id}/members: you join; answers the collective's summary. */
export async function joinCollective(id: string) {
  const answer = await apiRequest(membersPath(id), { method: 'POST', schema: CollectiveSummaryAnswer });
  return answer.collective;
}

/** DELETE /api/collectives/{id}/members/me: you leave (the founder never can). */
export async function leaveCollective(id: string) {
  const answer = await apiRequest(`${membersPath(id)}/me`, {
    method: 'DELETE',
    schema: CollectiveSummaryAnswer,
  });
  return answer.collective;
}

/** The server's sentence for a failure, or the transport's ("Could not reach the server…"). */
function messageOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.serverMessage ?? (error.isNetworkError ? error.message : fallback);
}

/**
 * Joining or leaving, without guessing: whatever the answer — done, or refused because it was
 * already so (another tab) — the page and the lists ask the server again at once. A failure is a toast.
 */
function useMembershipChange(id: string, change: (id: string) => Promise<unknown>, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => change(id),
    onError: (error) => {
      toast.error(messageOf(error, failed));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collectiveKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: collectiveKeys.lists() }),
      ]),
  });
}

export const useJoinCollective = (id: string) =>
  useMembershipChange(id, joinCollective, 'Could not join the collective. Please try again.');

export const useLeaveCollective = (id: string) =>
  useMembershipChange(id, leaveCollective, 'Could not leave the collective. Please try again.');
