import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { fromContract } from '@/lib/contract';
import { projectKeys } from '../project-keys';
import { mapServerProject } from '../project-model';
import { PROJECT_STALE_MS } from './get-project';

/** SPEC.md §9: the project list is capped at 100 (the server caps GET /api/me/projects too). */
export const PROJECT_LIST_CAP = 100;

/** GET /api/me/projects: the projects you own or joined. */
export async function fetchMyProjects(signal?: AbortSignal) {
  const answer = await apiRequest('/api/me/projects', {
    schema: fromContract((contract) => contract.MyProjectsAnswer),
    signal,
  });
  return answer.projects.slice(0, PROJECT_LIST_CAP).map(mapServerProject);
}

export const myProjectsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.mine(),
    queryFn: ({ signal }) => fetchMyProjects(signal),
    staleTime: PROJECT_STALE_MS,
  });
