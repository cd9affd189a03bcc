import { PROJECT_SORTS, type ProjectSort } from '@create-together/contract';
import { isMicrosecondTime, isScore, isWholeNumber, keysetCursor } from '../../lib/keyset-cursor';

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
 * A project list's cursor (lib/keyset-cursor.ts). A name of more than 133 bytes (a long non-Latin
 * name) is left out of it, and read back from the row.
 */
const cursors = keysetCursor(PROJECT_SORTS, {
  recent: { valid: isMicrosecondTime },
  popular: { valid: isWholeNumber(18) },
  contributors: { valid: isWholeNumber(18) },
  alphabetical: { valid: () => true, mayOmit: true },
  relevance: { valid: isScore },
});

export function encodeCursor({ sort, id, key }: ListCursor): string {
  return cursors.encode({ order: sort, id, key });
}

/** A well-formed cursor of `sort`, or 400: a cursor from another sort, or tampered, is refused. */
export function decodeCursor(cursor: string, sort: ProjectSort): ListCursor {
  const { id, key } = cursors.decode(cursor, sort);
  return { sort, id, key };
}
