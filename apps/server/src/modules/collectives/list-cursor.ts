import { COLLECTIVE_SORTS, type CollectiveSort } from '@create-together/contract';
import { isMicrosecondTime, isScore, isWholeNumber, keysetCursor } from '../../lib/keyset-cursor';

/**
 * The opaque keyset cursor of GET /api/collectives (pure; unit-tested): where the previous page
 * stopped, as its last collective's id and sort key — members: the count it had then; newest: the
 * founding time with microseconds (a JavaScript Date would round them away and skip rows); name: no
 * key (names are unique in any case, so the row's own name places it, read back by id; a name can be
 * longer than a cursor may carry); relevance: the score it had (without `q` it runs, and pages, as members).
 * (lib/keyset-cursor.ts)
 */
export interface CollectiveCursor {
  sort: CollectiveSort;
  id: string;
  key: string;
}

const cursors = keysetCursor(COLLECTIVE_SORTS, {
  members: { valid: isWholeNumber(9) },
  newest: { valid: isMicrosecondTime },
  name: { valid: (key) => key === '' },
  relevance: { valid: isScore },
});

export function encodeCollectiveCursor({ sort, id, key }: CollectiveCursor): string {
  return cursors.encode({ order: sort, id, key: sort === 'name' ? '' : key });
}

/** A well-formed cursor of `sort`, or 400: one of another sort, or tampered with, is refused. */
export function decodeCollectiveCursor(cursor: string, sort: CollectiveSort): CollectiveCursor {
  const { id, key } = cursors.decode(cursor, sort);
  return { sort, id, key: key ?? '' };
}
