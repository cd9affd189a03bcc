import { CollectiveSummaryAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { refreshCollective } from '../collective-cache';
import { MEMBERSHIP_MESSAGES, membershipFailure } from '../collectives-messages';
import { membersPath } from './collective-path';

/** DELETE /api/collectives/{id}/members/me: you leave (the founder never can). */
export async function leaveCollective(id: string) {
  const answer = await apiRequest(`${membersPath(id)}/me`, {
    method: 'DELETE',
    schema: CollectiveSummaryAnswer,
  });
  return answer.collective;
}

/** Leaving: the page and the lists are asked for again whatever the answer; a failure says why. */
export function useLeaveCollective(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveCollective(id),
    meta: { feedback: { error: (error) => membershipFailure(error, MEMBERSHIP_MESSAGES.leaveFailed) } },
    onSettled: () => refreshCollective(queryClient, id),
  });
}
