import { PROJECT_SORTS, type ProjectSort } from '@create-together/contract';
import { validationFailed } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

/**
 * The pure parts of GET /api/projects: turning `q` into search terms, and the opaque keyset cursor.
 * No SQL here (the repository owns that); both are unit-tested on their own.
 */

const MAX_SEARCH_WORDS = 12;
/** A trigram index finds a part of a word only from three characters on. */
const PARTIAL_WORD_MIN = 3;

/**
 * `q`'s words, lower-cased. Only letters and digits survive, so no tsquery operator
 * (`& | ! ( ) : * <->`), quote or LIKE wildcard (`% _ \`) can reach PostgreSQL.
 */
function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
}

const tsQueryOf = (words: string[]) => words.map((word) => `${word}:*`).join(' & ');

/**
 * `q` as a `to_tsquery('simple', …)` text: each word a prefix (`synth:*`), all of them required;
 * null when nothing is left (no search filter).
 */
export function prefixTsQuery(q: string | undefined): string | null {
  const words = searchWords(q);
  return words.length === 0 ? null : tsQueryOf(words);
}

/** What `q` looks for; every field is made of `q`'s letters and digits only. */
export interface SearchTerms {
  /** Every word a prefix of a word of the name, description or skills (prefixTsQuery). */
  tsQuery: string;
  /** Or: each of these words (three characters or more) anywhere in the name ("night": "Midnight")… */
  partial: string[];
  /** …and each shorter word a prefix as above (a `to_tsquery` text), or null when there is none. */
  shortTsQuery: string | null;
  /** The words again, space-separated: what a name is weighed against for `relevance`. */
  text: string;
}

/**
 * The sort a query really runs: relevance without words to weigh is popularity, its cursors too, so
 * a cursor's key is checked against the sort whose SQL will read it.
 */
export const sortToRun = (sort: ProjectSort, search: SearchTerms | null): ProjectSort =>
  sort === 'relevance' && search === null ? 'popular' : sort;

export function searchTerms(q: string | undefined): SearchTerms | null {
  const words = searchWords(q);
  if (words.length === 0) return null;
  const short = words.filter((word) => word.length < PARTIAL_WORD_MIN);
  return {
    tsQuery: tsQueryOf(words),
    partial: words.filter((word) => word.length >= PARTIAL_WORD_MIN),
    shortTsQuery: short.length === 0 ? null : tsQueryOf(short),
    text: words.join(' '),
  };
}

/** Where the previous page stopped: its last row's sort key (as text) and id. */
export interface ListCursor {
  sort: ProjectSort;
  id: string;
  /**
   * The sort key as text (recent: ISO time with microseconds; popular and contributors: an integer;
   * alphabetical: the lower-cased name; relevance: the score, or the popularity without `q`), or
   * null when it was too long to carry: the repository then reads it from the row `id`.
   */
  key: string | null;
}

/**
 * Layout, base64url: one byte (the sort's index; 0x80 set when the key is left out), the id's 16
 * bytes, then the key in UTF-8. Binary keeps it short: the contract caps a cursor at 200 characters,
 * i.e. 150 bytes, so a key of more than 133 bytes (a long non-Latin name) is left out.
 */
const KEY_OMITTED = 0x80;
const HEADER_BYTES = 17;
const MAX_KEY_BYTES = 150 - HEADER_BYTES;
const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const WHOLE_NUMBER = /^\d{1,18}$/;
/**
 * A relevance score as PostgreSQL writes a float8 (shortest exact form): under 10, and never so
 * small that the cast back would underflow.
 */
const SCORE = /^\d(\.\d{1,17})?(e-\d{2})?$/;

export function encodeCursor({ sort, id, key }: ListCursor): string {
  const keyBytes = key === null ? Buffer.alloc(0) : Buffer.from(key, 'utf8');
  const omitted = key === null || keyBytes.length > MAX_KEY_BYTES;
  const header = Buffer.alloc(HEADER_BYTES);
  header[0] = PROJECT_SORTS.indexOf(sort) | (omitted ? KEY_OMITTED : 0);
  Buffer.from(id.replaceAll('-', ''), 'hex').copy(header, 1);
  return Buffer.concat([header, omitted ? Buffer.alloc(0) : keyBytes]).toString('base64url');
}

const invalidCursor = () => validationFailed('cursor: cursor is not valid.');

/** A well-formed cursor of `sort`, or 400: a cursor from another sort, or tampered, is refused. */
export function decodeCursor(cursor: string, sort: ProjectSort): ListCursor {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
  const bytes = Buffer.from(cursor, 'base64url');
  if (bytes.length < HEADER_BYTES) throw invalidCursor();
  const flags = bytes[0] ?? 0;
  if ((flags & ~KEY_OMITTED) !== PROJECT_SORTS.indexOf(sort)) throw invalidCursor();
  const hex = bytes.subarray(1, HEADER_BYTES).toString('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  if (!isUuid(id)) throw invalidCursor();
  if (flags & KEY_OMITTED) {
    // Only a name can be too long to carry.
    if (bytes.length !== HEADER_BYTES || sort !== 'alphabetical') throw invalidCursor();
    return { sort, id, key: null };
  }
  const keyBytes = bytes.subarray(HEADER_BYTES);
  const key = keyBytes.toString('utf8');
  // Invalid UTF-8 does not survive the round trip.
  if (!Buffer.from(key, 'utf8').equals(keyBytes) || !validKey(sort, key)) throw invalidCursor();
  return { sort, id, key };
}

function validKey(sort: ProjectSort, key: string): boolean {
  switch (sort) {
    case 'recent': {
      if (!ISO_MICROS.test(key)) return false;
      // A real calendar time (no 31 February), so PostgreSQL never refuses the cast.
      const ms = Date.parse(key);
      return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === key.slice(0, 19);
    }
    case 'popular':
    case 'contributors':
      return WHOLE_NUMBER.test(key);
    case 'alphabetical':
      return true;
    case 'relevance':
      return SCORE.test(key);
  }
}
