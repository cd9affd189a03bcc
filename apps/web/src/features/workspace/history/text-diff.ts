import { diffLines, diffWordsWithSpace } from 'diff';

// What changed between two texts, as the history panel shows it (docs/design/co-editing.md §4.5):
// line by line, then word by word inside each changed block, with long unchanged stretches folded.

export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };
export type DiffLine =
  | { kind: 'same' | 'added' | 'removed' | 'changed'; parts: DiffPart[] }
  | { kind: 'skipped'; lines: number };

export interface TextDiff {
  lines: DiffLine[];
  /** Lines of `after` that are not in `before`. */
  added: number;
  /** Lines of `before` that are not in `after`. */
  removed: number;
}

/** Where jsdiff gives up: after some milliseconds, or past some number of edits (tests). */
export type DiffLimit = { timeout: number } | { maxEditLength: number };

export interface DiffLimits {
  lines: DiffLimit;
  words: DiffLimit;
}

/**
 * jsdiff's search is bounded so that a 200,000-character main content never freezes the panel:
 * a second for the lines, 200 ms per changed block for its words. Past either, the lines are shown
 * whole, which is still right, only coarser.
 */
const DEFAULT_LIMITS: DiffLimits = { lines: { timeout: 1000 }, words: { timeout: 200 } };
/** All word diffs together stop after this long: hundreds of changed blocks would add up. */
const WORDS_BUDGET_MS = 1000;
/** Unchanged lines kept on each side of a change; a longer unchanged stretch is folded. */
export const DIFF_CONTEXT_LINES = 3;
/** Folding fewer lines than this would take as much room as showing them. */
const FOLD_AT_LEAST = 2;
/**
 * Below this share of the block's characters in common, a word diff is more confetti than help
 * (a rewritten paragraph): the old and new lines are shown whole instead.
 */
const WORDS_IN_COMMON_MIN = 1 / 3;

/**
 * The lines of a text, `\r\n` read as `\n`. A missing newline at the end is not a change anyone
 * could see, so every line is read as ending in one.
 */
function normalize(text: string): string {
  const unix = text.replace(/\r\n/g, '\n');
  return unix === '' || unix.endsWith('\n') ? unix : `${unix}\n`;
}

/** The lines of a run of whole lines (each ending in `\n`). */
const splitLines = (value: string) => value.split('\n').slice(0, -1);

/** `items` at the end of `target`: a loop, since a spread of 100,000 lines passes the engine's argument limit. */
function append<T>(target: T[], items: readonly T[]) {
  for (const item of items) target.push(item);
}

const wholeLine = (kind: 'same' | 'added' | 'removed', text: string): DiffLine => ({
  kind,
  parts: [{ kind, text }],
});

/** The same lines at the start and the end of both, and what differs between them. */
function commonEnds(before: string[], after: string[]) {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end++;
  }
  return { start, end };
}

/** One line-level change: same lines, or a block of removed lines with the added lines that replace them. */
type Block = { kind: 'same'; lines: string[] } | { kind: 'change'; removed: string[]; added: string[] };

/** Line blocks by jsdiff, or — when it gives up — one change between the common first and last lines. */
function lineBlocks(before: string, after: string, limit: DiffLimit): Block[] {
  const changes = diffLines(before, after, limit);
  if (changes === undefined) {
    const old = splitLines(before);
    const now = splitLines(after);
    const { start, end } = commonEnds(old, now);
    const blocks: Block[] = [{ kind: 'same', lines: old.slice(0, start) }];
    blocks.push({
      kind: 'change',
      removed: old.slice(start, old.length - end),
      added: now.slice(start, now.length - end),
    });
    blocks.push({ kind: 'same', lines: old.slice(old.length - end) });
    return blocks.filter((block) => block.kind === 'change' || block.lines.length > 0);
  }
  const blocks: Block[] = [];
  for (const change of changes) {
    const lines = splitLines(change.value);
    const last = blocks.at(-1);
    if (!change.added && !change.removed) blocks.push({ kind: 'same', lines });
    else if (last?.kind === 'change') append(change.added ? last.added : last.removed, lines);
    else
      blocks.push({ kind: 'change', removed: change.removed ? lines : [], added: change.added ? lines : [] });
  }
  return blocks;
}

/**
 * A changed block word by word, as display lines: removed and added words inline, a new line at
 * every line break of either text. Null when jsdiff gives up or the two have too little in common.
 */
function wordLines(removed: string[], added: string[], limit: DiffLimit): DiffLine[] | null {
  // Each line keeps its newline, so line ends line up as common tokens.
  const old = removed.map((line) => `${line}\n`).join('');
  const now = added.map((line) => `${line}\n`).join('');
  const changes = diffWordsWithSpace(old, now, limit);
  if (changes === undefined) return null;
  const common = changes
    .filter((change) => !change.added && !change.removed)
    .reduce((sum, change) => sum + change.value.trim().length, 0);
  if (common < Math.max(old.trim().length, now.trim().length) * WORDS_IN_COMMON_MIN) return null;

  const lines: DiffLine[] = [];
  let parts: DiffPart[] = [];
  const endLine = (kindOfBreak: DiffPart['kind']) => {
    // An empty line belongs to the text whose line break made it.
    if (parts.length === 0) parts.push({ kind: kindOfBreak, text: '' });
    const kinds = new Set(parts.map((part) => part.kind));
    const only = kinds.size === 1 ? parts[0]?.kind : undefined;
    lines.push({ kind: only ?? 'changed', parts });
    parts = [];
  };
  for (const change of changes) {
    const kind: DiffPart['kind'] = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const pieces = change.value.split('\n');
    pieces.forEach((text, index) => {
      if (text !== '') {
        const last = parts.at(-1);
        if (last?.kind === kind) last.text += text;
        else parts.push({ kind, text });
      }
      if (index < pieces.length - 1) endLine(kind);
    });
  }
  if (parts.length > 0) endLine('same');
  return lines;
}

/** Unchanged stretches longer than the context around the changes are folded into a count. */
function fold(lines: DiffLine[]): DiffLine[] {
  const folded: DiffLine[] = [];
  let index = 0;
  while (index < lines.length) {
    if (lines[index]?.kind !== 'same') {
      folded.push(lines[index] as DiffLine);
      index++;
      continue;
    }
    let end = index;
    while (end < lines.length && lines[end]?.kind === 'same') end++;
    // Context after the change before this stretch, and before the change after it.
    const head = index > 0 ? DIFF_CONTEXT_LINES : 0;
    const tail = end < lines.length ? DIFF_CONTEXT_LINES : 0;
    const hidden = end - index - head - tail;
    if (hidden >= FOLD_AT_LEAST) {
      append(folded, lines.slice(index, index + head));
      folded.push({ kind: 'skipped', lines: hidden });
      append(folded, lines.slice(end - tail, end));
    } else {
      append(folded, lines.slice(index, end));
    }
    index = end;
  }
  return folded;
}

/**
 * What changed from `before` to `after`: per line, then per word inside changed lines; unchanged
 * runs past 3 lines of context are folded. `added` and `removed` count whole lines, as a reader
 * (and git) counts them. `limits` bounds jsdiff's search (tests make it give up at once).
 */
export function diffForDisplay(before: string, after: string, limits: DiffLimits = DEFAULT_LIMITS): TextDiff {
  const blocks = lineBlocks(normalize(before), normalize(after), limits.lines);
  const wordsUntil = Date.now() + WORDS_BUDGET_MS;
  const lines: DiffLine[] = [];
  let added = 0;
  let removed = 0;
  for (const block of blocks) {
    if (block.kind === 'same') {
      for (const line of block.lines) lines.push(wholeLine('same', line));
      continue;
    }
    added += block.added.length;
    removed += block.removed.length;
    append(lines, changedLines(block.removed, block.added, limits.words, wordsUntil));
  }
  return { lines: fold(lines), added, removed };
}

/** The word limit for one more word diff, within what is left of the budget; null once it is spent. */
function wordLimit(limit: DiffLimit, until: number): DiffLimit | null {
  if (!('timeout' in limit)) return limit;
  const left = until - Date.now();
  return left > 0 ? { timeout: Math.min(limit.timeout, left) } : null;
}

/**
 * A changed block for display: word by word when jsdiff manages it; else, when as many lines
 * went as came (the same edit on every line: a word replaced throughout), each line with the
 * one in its place; else the old lines, then the new ones, whole.
 */
function changedLines(removed: string[], added: string[], limit: DiffLimit, until: number): DiffLine[] {
  const whole = (old: string[], now: string[]) => [
    ...old.map((line) => wholeLine('removed', line)),
    ...now.map((line) => wholeLine('added', line)),
  ];
  if (removed.length === 0 || added.length === 0) return whole(removed, added);
  const first = wordLimit(limit, until);
  const words = first && wordLines(removed, added, first);
  if (words) return words;
  if (removed.length !== added.length || removed.length === 1) return whole(removed, added);
  const lines: DiffLine[] = [];
  removed.forEach((old, index) => {
    const now = added[index] ?? '';
    const each = wordLimit(limit, until);
    append(lines, (each && wordLines([old], [now], each)) ?? whole([old], [now]));
  });
  return lines;
}
