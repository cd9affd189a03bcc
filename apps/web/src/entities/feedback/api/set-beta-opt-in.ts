import { BetaOptInAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { feedbackKeys } from '../feedback-keys';

/** PUT /api/me/beta: the value the server now holds. */
export async function putBetaOptIn(optIn: boolean): Promise<boolean> {
  const answer = await apiRequest('/api/me/beta', {
    method: 'PUT',
    body: { optIn },
    schema: BetaOptInAnswer,
  });
  return answer.optIn;
}

/**
 * The switch moves at once and moves back if the server refuses. Changes run one after another
 * (one scope), so quick toggles reach the server in the order they were made.
 */
export function useSetBetaOptIn() {
  const queryClient = useQueryClient();
  const key = feedbackKeys.optIn();
  return useMutation({
    mutationFn: putBetaOptIn,
    scope: { id: 'beta-opt-in' },
    onMutate: async (optIn) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<boolean>(key);
      queryClient.setQueryData(key, optIn);
      return { previous };
    },
    onError: (_error, _optIn, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (optIn) => queryClient.setQueryData(key, optIn),
  });
}
