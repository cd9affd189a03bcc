import { CollectiveListAnswer } from '@create-together/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { type CollectiveListParams, collectiveKeys } from '../collective-keys';

/** How many cards one page brings (a full row at every width: 1, 2 or 3 columns). */
export const COLLECTIVES_PAGE_SIZE = 24;

export function collectiveListSearch(
  params: CollectiveListParams,
  cursor?: string | null,
  limit = COLLECTIVES_PAGE_SIZE,
): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  search.set('sort', params.sort);
  search.set('limit', String(limit));
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}

/** GET /api/collectives: one page of summaries, and the cursor of the next (null at the end). */
export async function fetchCollectivePage(
  params: CollectiveListParams,
  cursor?: string | null,
  signal?: AbortSignal,
  limit?: number,
) {
  const answer = await apiRequest(`/api/collectives?${collectiveListSearch(params, cursor, limit)}`, {
    schema: CollectiveListAnswer,
    signal,
  });
  return { collectives: answer.collectives, nextCursor: answer.nextCursor };
}

export const collectiveListQueryOptions = (params: CollectiveListParams) =>
  infiniteQueryOptions({
    queryKey: collectiveKeys.list(params),
    queryFn: ({ pageParam, signal }) => fetchCollectivePage(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30 * 1000,
  });

/** Another search or sort keeps the cards on screen, dimmed, until its first page arrives. */
export const useCollectiveList = (params: CollectiveListParams) =>
  useInfiniteQuery({ ...collectiveListQueryOptions(params), placeholderData: keepPreviousData });
