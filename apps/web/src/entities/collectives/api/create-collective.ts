import { CollectiveAnswer, type CollectiveInput } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { storeCollective } from '../collective-cache';
import { COLLECTIVE_CHANGE_MESSAGES } from '../collectives-messages';
import { toClientCollective } from './get-collective';

/** POST /api/collectives: the caller founds it; answers the whole collective (201). */
export async function createCollective(input: CollectiveInput) {
  const answer = await apiRequest('/api/collectives', {
    method: 'POST',
    body: input,
    schema: CollectiveAnswer,
  });
  return toClientCollective(answer.collective);
}

/** Founds a collective; its page opens from the answer. The form shows a failure by its fields. */
export function useCreateCollective() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CollectiveInput) => createCollective(input),
    meta: { feedback: { success: COLLECTIVE_CHANGE_MESSAGES.created } },
    onSuccess: (collective) => storeCollective(queryClient, collective),
  });
}
