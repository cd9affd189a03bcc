import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type CheckLater } from '@/lib/api';
import { contractSchema } from '@/lib/contract';
import { checkAfterFirstScreen } from '@/lib/first-screen';
import { projectKeys } from '../project-keys';
import { mapServerProject } from '../project-model';
import { projectPath } from './project-path';

/** SPEC.md §9: a project is fresh for 5 minutes. */
export const PROJECT_STALE_MS = 5 * 60 * 1000;

/**
 * GET /api/projects/{id}. `checkLater`: see lib/api.ts (a project page opened from a link draws
 * before the contract has arrived).
 */
export async function fetchProject(id: string, signal?: AbortSignal, checkLater?: CheckLater) {
  const answer = await apiRequest(projectPath(id), {
    schema: contractSchema('ProjectAnswer'),
    signal,
    checkLater,
  });
  return mapServerProject(answer.project);
}

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal, client }) =>
      // An answer found not to match once checked is asked for again, and fails as the page's error.
      fetchProject(
        id,
        signal,
        checkAfterFirstScreen(() => client.resetQueries({ queryKey: projectKeys.detail(id) })),
      ),
    staleTime: PROJECT_STALE_MS,
  });
