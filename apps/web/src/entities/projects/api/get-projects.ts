import { ProjectListAnswer } from '@create-together/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { type ProjectListParams, projectKeys } from '../project-keys';
import { mapServerProject } from '../project-model';

export function projectListSearch(params: ProjectListParams, cursor?: string | null, limit = 24): string {
  const search = new URLSearchParams();
  if (params.q?.trim()) search.set('q', params.q.trim());
  if (params.sort) search.set('sort', params.sort);
  if (params.type && params.type !== 'all') search.set('type', params.type);
  if (params.status && params.status !== 'all') search.set('status', params.status);
  if (params.skills?.length) search.set('skills', params.skills.join(','));
  search.set('limit', String(limit));
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}

/** GET /api/projects: one page of the projects that match, and the cursor of the next. */
export async function fetchProjectPage(
  params: ProjectListParams,
  cursor?: string | null,
  signal?: AbortSignal,
  limit?: number,
) {
  const answer = await apiRequest(`/api/projects?${projectListSearch(params, cursor, limit)}`, {
    schema: ProjectListAnswer,
    signal,
  });
  return { projects: answer.projects.map(mapServerProject), nextCursor: answer.nextCursor };
}

export const projectListQueryOptions = (params: ProjectListParams) =>
  infiniteQueryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ pageParam, signal }) => fetchProjectPage(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60 * 1000,
  });
