import { isMicrosecondTime, keysetCursor } from '../../lib/keyset-cursor';

/**
 * The opaque keyset cursor of GET /api/media (pure; unit-tested): where the previous page stopped,
 * as its last item's id and sort time — the upload time in one's own library, the time it was saved
 * in the Saved list — with microseconds (a JavaScript Date would round them away and skip rows).
 * (lib/keyset-cursor.ts)
 */
export type MediaList = 'own' | 'saved';

export interface MediaCursor {
  list: MediaList;
  id: string;
  /** `2026-11-03T10:15:42.123456Z` */
  time: string;
}

const LISTS: readonly MediaList[] = ['own', 'saved'];
const cursors = keysetCursor(LISTS, {
  own: { valid: isMicrosecondTime },
  saved: { valid: isMicrosecondTime },
});

export function encodeMediaCursor({ list, id, time }: MediaCursor): string {
  return cursors.encode({ order: list, id, key: time });
}

/** A well-formed cursor of `list`, or 400: one from the other list, or tampered with, is refused. */
export function decodeMediaCursor(cursor: string, list: MediaList): MediaCursor {
  const { id, key } = cursors.decode(cursor, list);
  return { list, id, time: key ?? '' };
}
