import { type CollectiveMemberRoleBody, CollectiveSummaryAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { refreshCollective } from '../collective-cache';
import { COLLECTIVE_CHANGE_MESSAGES, membershipFailure } from '../collectives-messages';
import { memberPath } from './collective-path';

/** PUT /api/collectives/{id}/members/{userId}: the founder names or un-names a moderator. */
export async function setCollectiveMemberRole(
  id: string,
  userId: string,
  role: CollectiveMemberRoleBody['role'],
) {
  const answer = await apiRequest(memberPath(id, userId), {
    method: 'PUT',
    body: { role },
    schema: CollectiveSummaryAnswer,
  });
  return answer.collective;
}

interface RoleChange {
  userId: string;
  role: CollectiveMemberRoleBody['role'];
}

/** Makes a member a moderator, or a member again; the page is read again whatever the answer. */
export function useSetCollectiveMemberRole(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: RoleChange) => setCollectiveMemberRole(id, userId, role),
    meta: {
      feedback: { error: (error) => membershipFailure(error, COLLECTIVE_CHANGE_MESSAGES.roleFailed) },
    },
    onSettled: () => refreshCollective(queryClient, id),
  });
}
