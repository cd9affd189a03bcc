import { CollectiveAnswer, type CollectiveInput } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { storeCollective } from '../collective-cache';
import { COLLECTIVE_CHANGE_MESSAGES } from '../collectives-messages';
import { collectivePath } from './collective-path';
import { toClientCollective } from './get-collective';

/** PUT /api/collectives/{id}: the founder sets everything the form holds; answers the collective. */
export async function updateCollective(id: string, input: CollectiveInput) {
  const answer = await apiRequest(collectivePath(id), {
    method: 'PUT',
    body: input,
    schema: CollectiveAnswer,
  });
  return toClientCollective(answer.collective);
}

/** Saves the founder's edit; the page shows the answer. The form shows a failure by its fields. */
export function useUpdateCollective(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CollectiveInput) => updateCollective(id, input),
    meta: { feedback: { success: COLLECTIVE_CHANGE_MESSAGES.saved } },
    onSuccess: (collective) => storeCollective(queryClient, collective),
  });
}
