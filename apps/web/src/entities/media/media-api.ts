import {
  type Media,
  MediaAnswer,
  type MediaKind,
  MediaListAnswer,
  OkAnswer,
  type UpdateMediaBody,
} from '@create-together/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** Which of the signed-in user's media a list shows (GET /api/media). */
export interface MediaListParams {
  kind?: MediaKind;
  /** The files they saved rather than their own. */
  saved?: boolean;
  /** Words of the title or file name. */
  q?: string;
}

export interface MediaPage {
  media: Media[];
  nextCursor: string | null;
}

/** A grid of 2, 3 or 4 columns fills evenly with 24. */
export const MEDIA_PAGE_SIZE = 24;

/** One key factory for every media query, so mutations and uploads touch exactly what they change. */
export const mediaKeys = {
  all: ['media'] as const,
  lists: () => [...mediaKeys.all, 'list'] as const,
  list: (params: MediaListParams) => [...mediaKeys.lists(), normalise(params)] as const,
  details: () => [...mediaKeys.all, 'detail'] as const,
  detail: (id: string) => [...mediaKeys.details(), id] as const,
};

/** The same list has one key however it was asked for (`q: ''` and no q alike). */
function normalise({ kind, saved, q }: MediaListParams): MediaListParams {
  const words = q?.trim();
  return { ...(kind ? { kind } : {}), ...(saved ? { saved } : {}), ...(words ? { q: words } : {}) };
}

const path = (id: string) => `/api/media/${encodeURIComponent(id)}`;

export function mediaListSearch(params: MediaListParams, cursor?: string | null): string {
  const { kind, saved, q } = normalise(params);
  const search = new URLSearchParams();
  if (kind) search.set('kind', kind);
  if (saved) search.set('saved', 'true');
  if (q) search.set('q', q);
  search.set('limit', String(MEDIA_PAGE_SIZE));
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}

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

export const fetchMedia = (id: string, signal?: AbortSignal) =>
  apiRequest(path(id), { schema: MediaAnswer, signal }).then((answer) => answer.media);

export const updateMedia = (id: string, patch: UpdateMediaBody) =>
  apiRequest(path(id), { method: 'PATCH', body: patch, schema: MediaAnswer }).then((answer) => answer.media);

export const deleteMedia = (id: string) => apiRequest(path(id), { method: 'DELETE', schema: OkAnswer });

/** POST saves someone's file to your library, DELETE takes it out again. */
export const saveMedia = (id: string, saved: boolean) =>
  apiRequest(`${path(id)}/save`, { method: saved ? 'POST' : 'DELETE', schema: OkAnswer });

export const mediaListQuery = (params: MediaListParams) =>
  infiniteQueryOptions({
    queryKey: mediaKeys.list(params),
    queryFn: ({ pageParam, signal }) => fetchMediaPage(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60 * 1000,
  });

export const mediaQuery = (id: string) =>
  queryOptions({
    queryKey: mediaKeys.detail(id),
    queryFn: ({ signal }) => fetchMedia(id, signal),
    staleTime: 60 * 1000,
  });

/** Every item of a paged list, in order. */
export const flattenMedia = (data: { pages: MediaPage[] } | undefined): Media[] =>
  data?.pages.flatMap((page) => page.media) ?? [];
