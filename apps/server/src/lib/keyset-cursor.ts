import { validationFailed } from './errors';
import { isUuid } from './ids';

/** Where the previous page of a list stopped: its last row's id and sort key, in one of the list's orders. */
export interface KeysetPosition<O extends string> {
  order: O;
  id: string;
  /** The sort key as text, or null when it was too long to carry: the list reads it from row `id`. */
  key: string | null;
}

/** How one order's key is checked, and whether it may be left out when it is too long to carry. */
export interface KeyRule {
  valid: (key: string) => boolean;
  mayOmit?: boolean;
}

const KEY_OMITTED = 0x80;
const HEADER_BYTES = 17;
/** The contract caps a cursor at 200 characters, i.e. 150 bytes. */
const MAX_KEY_BYTES = 150 - HEADER_BYTES;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const invalidCursor = () => validationFailed('cursor: cursor is not valid.');

/**
 * The opaque keyset cursor of every list of the API (projects, posts, collectives, media; pure,
 * unit-tested). Layout, base64url: one byte (the order's index; 0x80 set when the key is left
 * out), the id's 16 bytes, then the key in UTF-8 — binary keeps it short. A cursor is refused (400)
 * when it is not one of ours, belongs to another order, or carries a key its order would not make.
 */
export function keysetCursor<O extends string>(orders: readonly O[], keys: Record<O, KeyRule>) {
  return {
    encode({ order, id, key }: KeysetPosition<O>): string {
      const keyBytes = key === null ? Buffer.alloc(0) : Buffer.from(key, 'utf8');
      const omitted = key === null || (keyBytes.length > MAX_KEY_BYTES && keys[order].mayOmit === true);
      const header = Buffer.alloc(HEADER_BYTES);
      header[0] = orders.indexOf(order) | (omitted ? KEY_OMITTED : 0);
      Buffer.from(id.replaceAll('-', ''), 'hex').copy(header, 1);
      return Buffer.concat([header, omitted ? Buffer.alloc(0) : keyBytes]).toString('base64url');
    },

    decode(cursor: string, order: O): KeysetPosition<O> {
      if (!BASE64URL.test(cursor)) throw invalidCursor();
      const bytes = Buffer.from(cursor, 'base64url');
      if (bytes.length < HEADER_BYTES) throw invalidCursor();
      const flags = bytes[0] ?? 0;
      if ((flags & ~KEY_OMITTED) !== orders.indexOf(order)) throw invalidCursor();
      const hex = bytes.subarray(1, HEADER_BYTES).toString('hex');
      const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      if (!isUuid(id)) throw invalidCursor();
      if (flags & KEY_OMITTED) {
        if (bytes.length !== HEADER_BYTES || !keys[order].mayOmit) throw invalidCursor();
        return { order, id, key: null };
      }
      const keyBytes = bytes.subarray(HEADER_BYTES);
      const key = keyBytes.toString('utf8');
      // Invalid UTF-8 does not survive the round trip.
      if (!Buffer.from(key, 'utf8').equals(keyBytes) || !keys[order].valid(key)) throw invalidCursor();
      return { order, id, key };
    },
  };
}

const MICROSECOND_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * A time as PostgreSQL keeps it, `2026-11-03T10:15:42.123456Z` (a JavaScript Date would round the
 * microseconds away and a page would skip rows), and a real one (no 31 February), so PostgreSQL
 * never refuses the cast.
 */
export function isMicrosecondTime(key: string): boolean {
  if (!MICROSECOND_TIME.test(key)) return false;
  const ms = Date.parse(key);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === key.slice(0, 19);
}

/** A count of at most `digits` digits. */
export const isWholeNumber =
  (digits: number) =>
  (key: string): boolean =>
    key.length > 0 && key.length <= digits && /^\d+$/.test(key);

/**
 * A relevance score as PostgreSQL writes a float8 (shortest exact form): under 10, and never so
 * small that the cast back would underflow.
 */
export const isScore = (key: string): boolean => /^\d(\.\d{1,17})?(e-\d{2})?$/.test(key);
