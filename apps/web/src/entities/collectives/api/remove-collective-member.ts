import { CollectiveSummaryAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { refreshCollective } from '../collective-cache';
import { COLLECTIVE_CHANGE_MESSAGES, membershipFailure } from '../collectives-messages';
import { memberPath } from './collective-path';

/**
 * DELETE /api/collectives/{id}/members/{userId}: the founder removes anyone else, a moderator plain
 * members; the projects they own leave with them.
 */
export async function removeCollectiveMember(id: string, userId: string) {
  const answer = await apiRequest(memberPath(id, userId), {
    method: 'DELETE',
    schema: CollectiveSummaryAnswer,
  });
  return answer.collective;
}

/** Removes a member; the page and the lists are read again whatever the answer. */
export function useRemoveCollectiveMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeCollectiveMember(id, userId),
    meta: {
      feedback: {
        success: COLLECTIVE_CHANGE_MESSAGES.memberRemoved,
        error: (error) => membershipFailure(error, COLLECTIVE_CHANGE_MESSAGES.removeFailed),
      },
    },
    onSettled: () => refreshCollective(queryClient, id),
  });
}
