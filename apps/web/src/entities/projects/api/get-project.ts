import { ProjectAnswer } from '@create-together/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { projectKeys } from '../project-keys';
import { mapServerProject } from '../project-model';
import { projectPath } from './project-path';

/** SPEC.md §9: a project is fresh for 5 minutes. */
export const PROJECT_STALE_MS = 5 * 60 * 1000;

/** GET /api/projects/{id}. */
export async function fetchProject(id: string, signal?: AbortSignal) {
  const answer = await apiRequest(projectPath(id), { schema: ProjectAnswer, signal });
  return mapServerProject(answer.project);
}

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => fetchProject(id, signal),
    staleTime: PROJECT_STALE_MS,
  });
