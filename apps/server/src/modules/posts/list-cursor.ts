import { POST_SORTS, type PostSort } from '@create-together/contract';
import { isMicrosecondTime, isWholeNumber, keysetCursor } from '../../lib/keyset-cursor';

/**
 * The opaque keyset cursor of GET /api/posts (pure; unit-tested). Where the previous page stopped:
 * its last post's id and sort key — recent: the creation time with microseconds (a JavaScript Date
 * would round them away and skip rows); popular: `{likes + comments}/{that time}`.
 * (lib/keyset-cursor.ts)
 */
export interface PostCursor {
  sort: PostSort;
  id: string;
  key: string;
}

const cursors = keysetCursor(POST_SORTS, {
  recent: { valid: isMicrosecondTime },
  popular: {
    valid: (key) => {
      const slash = key.indexOf('/');
      return slash > 0 && isWholeNumber(9)(key.slice(0, slash)) && isMicrosecondTime(key.slice(slash + 1));
    },
  },
});

export function encodePostCursor({ sort, id, key }: PostCursor): string {
  return cursors.encode({ order: sort, id, key });
}

/** A well-formed cursor of `sort`, or 400: one of the other sort, or tampered with, is refused. */
export function decodePostCursor(cursor: string, sort: PostSort): PostCursor {
  const { id, key } = cursors.decode(cursor, sort);
  return { sort, id, key: key ?? '' };
}

/** The popular key's two parts. */
export function splitPopularKey(key: string): { score: string; time: string } {
  const slash = key.indexOf('/');
  return { score: key.slice(0, slash), time: key.slice(slash + 1) };
}
