import type { MediaKind } from '@create-together/contract';

/** Which of the signed-in user's media a list shows (GET /api/media). */
export interface MediaListParams {
  kind?: MediaKind;
  /** The files they saved rather than their own. */
  saved?: boolean;
  /** Words of the title or file name. */
  q?: string;
}

/** The same list has one key however it was asked for (`q: ''` and no q alike). */
export function normaliseMediaListParams({ kind, saved, q }: MediaListParams): MediaListParams {
  const words = q?.trim();
  return { ...(kind ? { kind } : {}), ...(saved ? { saved } : {}), ...(words ? { q: words } : {}) };
}

/** One key factory for every media query, so mutations and uploads touch exactly what they change. */
export const mediaKeys = {
  all: ['media'] as const,
  lists: () => [...mediaKeys.all, 'list'] as const,
  list: (params: MediaListParams) => [...mediaKeys.lists(), normaliseMediaListParams(params)] as const,
  details: () => [...mediaKeys.all, 'detail'] as const,
  detail: (id: string) => [...mediaKeys.details(), id] as const,
};
