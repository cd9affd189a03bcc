import { type Media, MediaListAnswer } from '@create-together/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { type MediaListParams, mediaKeys, normaliseMediaListParams } from '../media-keys';

export interface MediaPage {
  media: Media[];
  nextCursor: string | null;
}

/** A grid of 2, 3 or 4 columns fills evenly with 24. */
export const MEDIA_PAGE_SIZE = 24;

export function mediaListSearch(params: MediaListParams, cursor?: string | null): string {
  const { kind, saved, q } = normaliseMediaListParams(params);
  const search = new URLSearchParams();
  if (kind) search.set('kind', kind);
  if (saved) search.set('saved', 'true');
  if (q) search.set('q', q);
  search.set('limit', String(MEDIA_PAGE_SIZE));
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}

/** GET /api/media: one page of the list, and the cursor of the next. */
export async function fetchMediaPage(
  params: MediaListParams,
  cursor?: string | null,
  signal?: AbortSignal,
): Promise<MediaPage> {
  const answer = await apiRequest(`/api/media?${mediaListSearch(params, cursor)}`, {
    schema: MediaListAnswer,
    signal,
  });
  return { media: answer.media, nextCursor: answer.nextCursor };
}

export const mediaListQuery = (params: MediaListParams) =>
  infiniteQueryOptions({
    queryKey: mediaKeys.list(params),
    queryFn: ({ pageParam, signal }) => fetchMediaPage(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60 * 1000,
  });

/** Every item of a paged list, in order. */
export const flattenMedia = (data: { pages: MediaPage[] } | undefined): Media[] =>
  data?.pages.flatMap((page) => page.media) ?? [];
