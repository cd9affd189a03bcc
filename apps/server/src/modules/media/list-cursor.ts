import { validationFailed } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

/**
 * The opaque keyset cursor of GET /api/media (pure; unit-tested): where the previous page stopped,
 * as its last item's id and sort time — the upload time in one's own library, the time it was saved
 * in the Saved list — with microseconds (a JavaScript Date would round them away and skip rows).
 * Layout, base64url: one byte (which list), the id's 16 bytes, then the time in ASCII.
 */
export type MediaList = 'own' | 'saved';

export interface MediaCursor {
  list: MediaList;
  id: string;
  /** `2026-11-03T10:15:42.123456Z` */
  time: string;
}

const LISTS: readonly MediaList[] = ['own', 'saved'];
const HEADER_BYTES = 17;
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeMediaCursor({ list, id, time }: MediaCursor): string {
  const header = Buffer.alloc(HEADER_BYTES);
  header[0] = LISTS.indexOf(list);
  Buffer.from(id.replaceAll('-', ''), 'hex').copy(header, 1);
  return Buffer.concat([header, Buffer.from(time, 'ascii')]).toString('base64url');
}

const invalidCursor = () => validationFailed('cursor: cursor is not valid.');

/** A real calendar time (no 31 February), so PostgreSQL never refuses the cast. */
function realTime(iso: string): boolean {
  const ms = Date.parse(iso);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === iso.slice(0, 19);
}

/** A well-formed cursor of `list`, or 400: one from the other list, or tampered with, is refused. */
export function decodeMediaCursor(cursor: string, list: MediaList): MediaCursor {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
  const bytes = Buffer.from(cursor, 'base64url');
  if (bytes.length <= HEADER_BYTES || bytes[0] !== LISTS.indexOf(list)) throw invalidCursor();
  const hex = bytes.subarray(1, HEADER_BYTES).toString('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const time = bytes.subarray(HEADER_BYTES).toString('latin1');
  if (!isUuid(id) || !TIME.test(time) || !realTime(time)) throw invalidCursor();
  return { list, id, time };
}
