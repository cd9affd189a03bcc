import { POST_SORTS, type PostSort } from '@create-together/contract';
import { validationFailed } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

/**
 * The opaque keyset cursor of GET /api/posts (pure; unit-tested). Where the previous page stopped:
 * its last post's id and sort key — recent: the creation time with microseconds (a JavaScript Date
 * would round them away and skip rows); popular: `{likes + comments}/{that time}`.
 * Layout, base64url: one byte (the sort's index), the id's 16 bytes, then the key in UTF-8.
 */
export interface PostCursor {
  sort: PostSort;
  id: string;
  key: string;
}

const HEADER_BYTES = 17;
const TIME = String.raw`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z`;
const KEY_PATTERN: Record<PostSort, RegExp> = {
  recent: new RegExp(`^${TIME}$`),
  popular: new RegExp(`^\\d{1,9}/${TIME}$`),
};

export function encodePostCursor({ sort, id, key }: PostCursor): string {
  const header = Buffer.alloc(HEADER_BYTES);
  header[0] = POST_SORTS.indexOf(sort);
  Buffer.from(id.replaceAll('-', ''), 'hex').copy(header, 1);
  return Buffer.concat([header, Buffer.from(key, 'utf8')]).toString('base64url');
}

const invalidCursor = () => validationFailed('cursor: cursor is not valid.');

/** A well-formed cursor of `sort`, or 400: one of the other sort, or tampered with, is refused. */
export function decodePostCursor(cursor: string, sort: PostSort): PostCursor {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
  const bytes = Buffer.from(cursor, 'base64url');
  if (bytes.length <= HEADER_BYTES || bytes[0] !== POST_SORTS.indexOf(sort)) throw invalidCursor();
  const hex = bytes.subarray(1, HEADER_BYTES).toString('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const key = bytes.subarray(HEADER_BYTES).toString('utf8');
  if (!isUuid(id) || !KEY_PATTERN[sort].test(key) || !realTime(key.slice(-27))) throw invalidCursor();
  return { sort, id, key };
}

/** A real calendar time (no 31 February), so PostgreSQL never refuses the cast. */
function realTime(iso: string): boolean {
  const ms = Date.parse(iso);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === iso.slice(0, 19);
}

/** The popular key's two parts. */
export function splitPopularKey(key: string): { score: string; time: string } {
  const slash = key.indexOf('/');
  return { score: key.slice(0, slash), time: key.slice(slash + 1) };
}
