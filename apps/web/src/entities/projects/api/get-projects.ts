import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest, type CheckLater } from '@/lib/api';
import { contractSchema } from '@/lib/contract';
import { checkAfterFirstScreen } from '@/lib/first-screen';
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

/**
 * GET /api/projects: one page of the projects that match, and the cursor of the next. `checkLater`:
 * see lib/api.ts (/explore's first page draws before the contract has arrived).
 */
export async function fetchProjectPage(
  params: ProjectListParams,
  cursor?: string | null,
  signal?: AbortSignal,
  limit?: number,
  checkLater?: CheckLater,
) {
  const answer = await apiRequest(`/api/projects?${projectListSearch(params, cursor, limit)}`, {
    schema: contractSchema('ProjectListAnswer'),
    signal,
    checkLater,
  });
  return { projects: answer.projects.map(mapServerProject), nextCursor: answer.nextCursor };
}

export const projectListQueryOptions = (params: ProjectListParams) =>
  infiniteQueryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ pageParam, signal, client }) =>
      // An answer found not to match once checked is asked for again, and fails as the page's error.
      fetchProjectPage(
        params,
        pageParam,
        signal,
        undefined,
        checkAfterFirstScreen(() => client.resetQueries({ queryKey: projectKeys.list(params) })),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60 * 1000,
  });
