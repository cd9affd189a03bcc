import { BetaOptInAnswer } from '@create-together/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { feedbackKeys } from '../feedback-keys';

/** GET /api/me/beta: whether you try features still in beta. */
export async function fetchBetaOptIn(signal?: AbortSignal): Promise<boolean> {
  const answer = await apiRequest('/api/me/beta', { schema: BetaOptInAnswer, signal });
  return answer.optIn;
}

export const betaOptInQueryOptions = () =>
  queryOptions({ queryKey: feedbackKeys.optIn(), queryFn: ({ signal }) => fetchBetaOptIn(signal) });

export const useBetaOptIn = () => useQuery(betaOptInQueryOptions());
