import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { fromContract } from '@/lib/contract';
import { contributionKeys } from '../contribution-keys';

/** GET /api/projects/{id}/credits: who made the project, from its merged contributions. */
export const projectCreditsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: contributionKeys.creditsOf(projectId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/api/projects/${encodeURIComponent(projectId)}/credits`, {
          schema: fromContract((contract) => contract.ProjectCreditsAnswer),
          signal,
        })
      ).credits,
    staleTime: 60 * 1000,
  });

/** GET /api/users/{id}/credits: the projects someone is credited on. */
export const userCreditsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: contributionKeys.creditedOn(userId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/api/users/${encodeURIComponent(userId)}/credits`, {
          schema: fromContract((contract) => contract.UserCreditsAnswer),
          signal,
        })
      ).credits,
    staleTime: 60 * 1000,
  });
