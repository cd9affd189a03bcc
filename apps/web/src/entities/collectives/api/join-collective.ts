import { CollectiveSummaryAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { refreshCollective } from '../collective-cache';
import { MEMBERSHIP_MESSAGES, membershipFailure } from '../collectives-messages';
import { membersPath } from './collective-path';

/** POST /api/collectives/{id}/members: you join; answers the collective's summary. */
export async function joinCollective(id: string) {
  const answer = await apiRequest(membersPath(id), { method: 'POST', schema: CollectiveSummaryAnswer });
  return answer.collective;
}

/** Joining: the page and the lists are asked for again whatever the answer; a failure says why. */
export function useJoinCollective(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinCollective(id),
    meta: { feedback: { error: (error) => membershipFailure(error, MEMBERSHIP_MESSAGES.joinFailed) } },
    onSettled: () => refreshCollective(queryClient, id),
  });
}
