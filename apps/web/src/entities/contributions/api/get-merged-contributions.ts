import { UserContributionsAnswer } from '@create-together/contract';
import { queryOptions } from '@tanstack/react-query';
import { PROJECT_STALE_MS } from '@/entities/projects';
import { apiRequest } from '@/lib/api';
import { contributionKeys } from '../contribution-keys';

/** Someone's merged contributions in projects you may see, newest merge first, as excerpts. */
export async function fetchMergedContributions(userId: string, signal?: AbortSignal) {
  const answer = await apiRequest(`/api/users/${encodeURIComponent(userId)}/contributions`, {
    schema: UserContributionsAnswer,
    signal,
  });
  return answer.contributions.map((c) => ({ ...c, mergedAt: new Date(c.mergedAt * 1000).toISOString() }));
}

export type MergedContributionView = Awaited<ReturnType<typeof fetchMergedContributions>>[number];

export const mergedContributionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: contributionKeys.mergedBy(userId),
    queryFn: ({ signal }) => fetchMergedContributions(userId, signal),
    staleTime: PROJECT_STALE_MS,
  });
