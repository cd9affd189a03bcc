import { diffChars, diffLines } from 'diff';
import type * as Y from 'yjs';

/** One change of a text: at `index` (in the text as the edits before it left it), remove, then insert. */
export interface TextEdit {
  index: number;
  remove: number;
  insert: string;
}

/**
 * How long jsdiff may look for the smallest change, per call. Past it the changed block is replaced
 * whole: still correct, only coarser (200,000 characters with scattered changes take about 6 ms).
 */
export const TEXT_DIFF_TIMEOUT_MS = 200;

/** Where jsdiff gives up: after some milliseconds, or past some number of edits. */
export type DiffLimit = { timeout: number } | { maxEditLength: number };

const DIFF_LIMIT: DiffLimit = { timeout: TEXT_DIFF_TIMEOUT_MS };

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * The one edit replacing what differs between the common start and the common end. Both ends stop
 * short of splitting a surrogate pair: Yjs turns each half of a split pair into U+FFFD.
 */
function prefixSuffixEdit(before: string, after: string, offset: number): TextEdit[] {
  const most = Math.min(before.length, after.length);
  let start = 0;
  while (start < most && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  if (start > 0 && isHighSurrogate(before.charCodeAt(start - 1))) start--;
  let end = 0;
  while (
    end < most - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  ) {
    end++;
  }
  if (end > 0 && isLowSurrogate(before.charCodeAt(before.length - end))) end--;
  const remove = before.length - start - end;
  const insert = after.slice(start, after.length - end);
  return remove === 0 && insert === '' ? [] : [{ index: offset + start, remove, insert }];
}

/** The edits turning one changed block into another, character by character where jsdiff manages it. */
function blockEdits(removed: string, added: string, offset: number, limit: DiffLimit): TextEdit[] {
  // Characters are code points here (jsdiff splits with Array.from), so no edit splits a pair.
  const changes = diffChars(removed, added, limit);
  if (changes === undefined) return prefixSuffixEdit(removed, added, offset);
  const edits: TextEdit[] = [];
  let index = offset;
  for (const change of changes) {
    if (change.removed) {
      const last = edits.at(-1);
      if (last && last.index + last.insert.length === index && last.insert === '')
        last.remove += change.value.length;
      else edits.push({ index, remove: change.value.length, insert: '' });
    } else if (change.added) {
      const last = edits.at(-1);
      if (last && last.index + last.insert.length === index) last.insert += change.value;
      else edits.push({ index, remove: 0, insert: change.value });
      index += change.value.length;
    } else {
      index += change.value.length;
    }
  }
  return edits;
}

/**
 * The smallest edits (as far as jsdiff finds them in the time given) turning `before` into `after`:
 * lines first, then characters inside each changed block of lines, so that text nobody changed is
 * left alone. Indexes are UTF-16 units, as Y.Text counts them, in order from the start; each one
 * applies to the text as the previous edits left it. `limit` bounds jsdiff's search (tests make it
 * give up at once to reach the coarser replacement).
 */
export function textEdits(before: string, after: string, limit: DiffLimit = DIFF_LIMIT): TextEdit[] {
  if (before === after) return [];
  const lines = diffLines(before, after, limit);
  if (lines === undefined) return prefixSuffixEdit(before, after, 0);
  const edits: TextEdit[] = [];
  let index = 0;
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed === '' && added === '') return;
    const block = blockEdits(removed, added, index, limit);
    edits.push(...block);
    index += added.length;
    removed = '';
    added = '';
  };
  for (const change of lines) {
    if (change.removed) removed += change.value;
    else if (change.added) added += change.value;
    else {
      flush();
      index += change.value.length;
    }
  }
  flush();
  return edits;
}

/**
 * Changes `text` (whose content is `before`) into `after` with the smallest edits, in one
 * transaction: what was not changed keeps its identity, so others' cursors there stay put and
 * their keystrokes made at the same moment land where they meant.
 */
export function applyTextEdits(text: Y.Text, before: string, after: string, origin?: unknown): void {
  const edits = textEdits(before, after);
  if (edits.length === 0) return;
  const apply = () => {
    for (const edit of edits) {
      if (edit.remove > 0) text.delete(edit.index, edit.remove);
      if (edit.insert !== '') text.insert(edit.index, edit.insert);
    }
  };
  const doc = text.doc;
  if (doc) doc.transact(apply, origin);
  else apply();
}
