import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { fromContract } from '@/lib/contract';
import { contributionKeys } from '../contribution-keys';
import { mapServerContribution } from '../contribution-model';
import { contributionsPath } from './contribution-path';

/** GET /api/projects/{id}/contributions. */
export async function fetchContributions(projectId: string, signal?: AbortSignal) {
  const answer = await apiRequest(contributionsPath(projectId), {
    schema: fromContract((contract) => contract.ContributionsAnswer),
    signal,
  });
  return answer.contributions.map(mapServerContribution);
}

export const contributionsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: contributionKeys.ofProject(projectId),
    queryFn: ({ signal }) => fetchContributions(projectId, signal),
    staleTime: 30 * 1000,
  });
