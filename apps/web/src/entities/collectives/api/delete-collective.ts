import { CollectiveDeletedAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { collectiveKeys } from '../collective-keys';
import { COLLECTIVE_CHANGE_MESSAGES, membershipFailure } from '../collectives-messages';
import { collectivePath } from './collective-path';

/** DELETE /api/collectives/{id}: the founder closes it; its projects stay, out of it. */
export const deleteCollective = (id: string) =>
  apiRequest(collectivePath(id), { method: 'DELETE', schema: CollectiveDeletedAnswer });

/**
 * Deletes the collective; the lists ask again. Its page is forgotten by the caller once it has left
 * it (`forgetCollective`).
 */
export function useDeleteCollective(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCollective(id),
    meta: {
      feedback: {
        success: COLLECTIVE_CHANGE_MESSAGES.deleted,
        error: (error) => membershipFailure(error, COLLECTIVE_CHANGE_MESSAGES.deleteFailed),
      },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectiveKeys.lists() }),
  });
}
