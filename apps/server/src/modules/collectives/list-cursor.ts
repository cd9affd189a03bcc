import { COLLECTIVE_SORTS, type CollectiveSort } from '@create-together/contract';
import { validationFailed } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

/**
 * The opaque keyset cursor of GET /api/collectives (pure; unit-tested): where the previous page
 * stopped, as its last collective's id and sort key — members: the count it had then; newest: the
 * founding time with microseconds (a JavaScript Date would round them away and skip rows); name: no
 * key (names are unique in any case, so the row's own name places it, read back by id; a name can be
 * longer than a cursor may carry); relevance: the score it had (without `q` it runs, and pages, as members).
 * Layout, base64url: one byte (the sort's index), the id's 16 bytes, then the key in UTF-8.
 */
export interface CollectiveCursor {
  sort: CollectiveSort;
  id: string;
  key: string;
}

const HEADER_BYTES = 17;
const KEY_PATTERN: Record<CollectiveSort, RegExp> = {
  members: /^\d{1,9}$/,
  newest: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  name: /^$/,
  // The score as PostgreSQL writes a float8 (shortest exact form): under 10, never small enough to underflow.
  relevance: /^\d(\.\d{1,17})?(e-\d{2})?$/,
};

export function encodeCollectiveCursor({ sort, id, key }: CollectiveCursor): string {
  const header = Buffer.alloc(HEADER_BYTES);
  header[0] = COLLECTIVE_SORTS.indexOf(sort);
  Buffer.from(id.replaceAll('-', ''), 'hex').copy(header, 1);
  return Buffer.concat([header, Buffer.from(sort === 'name' ? '' : key, 'utf8')]).toString('base64url');
}

const invalidCursor = () => validationFailed('cursor: cursor is not valid.');

/** A well-formed cursor of `sort`, or 400: one of another sort, or tampered with, is refused. */
export function decodeCollectiveCursor(cursor: string, sort: CollectiveSort): CollectiveCursor {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
  const bytes = Buffer.from(cursor, 'base64url');
  if (bytes.length < HEADER_BYTES || bytes[0] !== COLLECTIVE_SORTS.indexOf(sort)) throw invalidCursor();
  const hex = bytes.subarray(1, HEADER_BYTES).toString('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const key = bytes.subarray(HEADER_BYTES).toString('utf8');
  if (!isUuid(id) || !KEY_PATTERN[sort].test(key)) throw invalidCursor();
  if (sort === 'newest' && !realTime(key)) throw invalidCursor();
  return { sort, id, key };
}

/** A real calendar time (no 31 February), so PostgreSQL never refuses the cast. */
function realTime(iso: string): boolean {
  const ms = Date.parse(iso);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === iso.slice(0, 19);
}
