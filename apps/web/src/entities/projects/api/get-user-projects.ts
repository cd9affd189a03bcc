import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { fromContract } from '@/lib/contract';
import { projectKeys } from '../project-keys';
import { mapServerProject } from '../project-model';
import { PROJECT_STALE_MS } from './get-project';

/** Someone's owned or joined projects that you may see (a profile's list). */
export async function fetchUserProjects(userId: string, signal?: AbortSignal) {
  const answer = await apiRequest(`/api/users/${encodeURIComponent(userId)}/projects`, {
    schema: fromContract((contract) => contract.UserProjectsAnswer),
    signal,
  });
  return answer.projects.map(mapServerProject);
}

export const userProjectsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: projectKeys.ofUser(userId),
    queryFn: ({ signal }) => fetchUserProjects(userId, signal),
    staleTime: PROJECT_STALE_MS,
  });
