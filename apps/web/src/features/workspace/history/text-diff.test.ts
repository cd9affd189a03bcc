import { describe, expect, it } from 'vitest';
import { type DiffLine, diffForDisplay } from './text-diff';

/** A line as a reader sees it: `-`/`+`/`~`/` ` and its text, words changed in [-old-]{+new+}. */
function show(line: DiffLine): string {
  if (line.kind === 'skipped') return `… ${line.lines}`;
  const sign = { same: ' ', added: '+', removed: '-', changed: '~' }[line.kind];
  const text = line.parts
    .map((part) =>
      part.kind === 'same' || part.kind === line.kind
        ? part.text
        : part.kind === 'removed'
          ? `[-${part.text}-]`
          : `{+${part.text}+}`,
    )
    .join('');
  return `${sign}${text}`;
}

const shown = (before: string, after: string) => diffForDisplay(before, after).lines.map(show);

const numbered = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `Line ${index + from}`);

describe('diffForDisplay', () => {
  it('finds nothing between identical texts, and folds them whole', () => {
    const text = `${numbered(10).join('\n')}\n`;
    expect(diffForDisplay(text, text)).toEqual({
      lines: [{ kind: 'skipped', lines: 10 }],
      added: 0,
      removed: 0,
    });
    expect(diffForDisplay('', '')).toEqual({ lines: [], added: 0, removed: 0 });
  });

  it('shows an insertion as added lines, counted', () => {
    expect(diffForDisplay('# Song\nVerse\n', '# Song\nIntro\nVerse\n')).toEqual({
      lines: [
        { kind: 'same', parts: [{ kind: 'same', text: '# Song' }] },
        { kind: 'added', parts: [{ kind: 'added', text: 'Intro' }] },
        { kind: 'same', parts: [{ kind: 'same', text: 'Verse' }] },
      ],
      added: 1,
      removed: 0,
    });
    expect(diffForDisplay('', 'One\nTwo')).toMatchObject({ added: 2, removed: 0 });
  });

  it('shows a deletion as removed lines, counted', () => {
    const diff = diffForDisplay('A\nB\nC\nD\n', 'A\nD\n');
    expect(diff.lines.map(show)).toEqual([' A', '-B', '-C', ' D']);
    expect(diff).toMatchObject({ added: 0, removed: 2 });
  });

  it('marks the changed word inside a line, and counts the line as removed and added', () => {
    const diff = diffForDisplay(
      'Intro\nThe quick brown fox jumps\nOutro\n',
      'Intro\nThe quick red fox jumps\nOutro\n',
    );
    expect(diff.lines[1]).toEqual({
      kind: 'changed',
      parts: [
        { kind: 'same', text: 'The quick ' },
        { kind: 'removed', text: 'brown' },
        { kind: 'added', text: 'red' },
        { kind: 'same', text: ' fox jumps' },
      ],
    });
    expect(diff).toMatchObject({ added: 1, removed: 1 });
  });

  it('shows a rewritten line whole rather than as confetti of words', () => {
    expect(shown('Keep\nThe cat sat on the mat\n', 'Keep\nA dog ran in a park\n')).toEqual([
      ' Keep',
      '-The cat sat on the mat',
      '+A dog ran in a park',
    ]);
  });

  it('splits word changes over several lines at each line break', () => {
    expect(shown('one two\nthree four\n', 'one 2\nthree four five\n')).toEqual([
      '~one [-two-]{+2+}',
      '~three four{+ five+}',
    ]);
  });

  it('keeps 3 lines of context around a change and folds the rest', () => {
    const before = numbered(20);
    const after = [...before];
    after[9] = 'Line ten';
    const diff = diffForDisplay(before.join('\n'), after.join('\n'));
    expect(diff.lines.map(show)).toEqual([
      '… 6',
      ' Line 7',
      ' Line 8',
      ' Line 9',
      '~Line [-10-]{+ten+}',
      ' Line 11',
      ' Line 12',
      ' Line 13',
      '… 7',
    ]);
  });

  it('folds between two changes only what is past both contexts, and never a single line', () => {
    const before = numbered(12);
    const twoApart = [...before];
    twoApart[0] = 'First';
    twoApart[11] = 'Last';
    // Lines 2–11 between the changes: 3 kept after the first, 3 before the last, 4 folded.
    expect(diffForDisplay(before.join('\n'), twoApart.join('\n')).lines.map(show)).toEqual([
      '-Line 1',
      '+First',
      ' Line 2',
      ' Line 3',
      ' Line 4',
      '… 4',
      ' Line 9',
      ' Line 10',
      ' Line 11',
      '-Line 12',
      '+Last',
    ]);
    // Seven lines between two changes: one would be folded, so all stay.
    const close = numbered(9);
    const changed = [...close];
    changed[0] = 'First';
    changed[8] = 'Last';
    const lines = diffForDisplay(close.join('\n'), changed.join('\n')).lines;
    expect(lines.some((line) => line.kind === 'skipped')).toBe(false);
    expect(lines.filter((line) => line.kind === 'same')).toHaveLength(7);
  });

  it('reads CRLF as LF and a missing last newline as no change', () => {
    expect(diffForDisplay('A\r\nB\r\n', 'A\nB')).toEqual({
      lines: [{ kind: 'skipped', lines: 2 }],
      added: 0,
      removed: 0,
    });
    expect(shown('A\r\nB', 'A\nB\nC')).toEqual([' A', ' B', '+C']);
  });

  it('keeps empty lines as lines', () => {
    expect(shown('A\n\nB\n', 'A\nB\n')).toEqual([' A', '-', ' B']);
    expect(diffForDisplay('A\n', 'A\n\n\n')).toMatchObject({ added: 2, removed: 0 });
  });

  it('shows whole lines between the common first and last lines when jsdiff gives up on lines', () => {
    const diff = diffForDisplay('Top\nold one\nold two\nBottom\n', 'Top\nnew one\nBottom\n', {
      lines: { maxEditLength: 0 },
      words: { timeout: 200 },
    });
    expect(diff.lines.map(show)).toEqual([' Top', '-old one', '-old two', '+new one', ' Bottom']);
    expect(diff).toMatchObject({ added: 1, removed: 2 });
  });

  it('shows whole lines when jsdiff gives up on the words', () => {
    const diff = diffForDisplay('The quick brown fox\n', 'The quick red fox\n', {
      lines: { timeout: 1000 },
      words: { maxEditLength: 0 },
    });
    expect(diff.lines.map(show)).toEqual(['-The quick brown fox', '+The quick red fox']);
  });

  it('pairs line with line when the words of a whole block cannot be told apart but as many lines came as went', () => {
    // jsdiff gives up on the block at once here (as it does on a 200,000-character one in time).
    const diff = diffForDisplay(
      'Verse one, slowly\nVerse two, loud\n',
      'Chorus one, slowly\nChorus two, loud\n',
      {
        lines: { timeout: 1000 },
        words: { maxEditLength: 2 },
      },
    );
    expect(diff.lines.map(show)).toEqual([
      '~[-Verse-]{+Chorus+} one, slowly',
      '~[-Verse-]{+Chorus+} two, loud',
    ]);
  });

  it('finishes on 200,000 characters: scattered edits in time, a whole rewrite by the fallback', () => {
    const paragraph = (n: number) =>
      `Paragraph ${n}: the night drive goes on past the city lights, bar ${n % 7}.`;
    const before = Array.from({ length: 3000 }, (_, n) => paragraph(n)).join('\n');
    expect(before.length).toBeGreaterThan(200_000);
    const lines = before.split('\n');
    let edited = 0;
    for (let n = 50; n < lines.length; n += 250, edited++)
      lines[n] = `${lines[n]} And then the synths come in.`;
    const after = lines.join('\n');

    let started = performance.now();
    const diff = diffForDisplay(before, after);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(diff).toMatchObject({ added: edited, removed: edited });
    expect(diff.lines.filter((line) => line.kind === 'changed')).toHaveLength(edited);

    // Nothing in common line by line: bounded by the timeouts, whatever jsdiff does.
    const rewritten = before
      .replace(/the night drive/g, 'a long walk')
      .split('\n')
      .reverse()
      .join('\n');
    started = performance.now();
    const whole = diffForDisplay(before, rewritten);
    expect(performance.now() - started).toBeLessThan(6000);
    expect(whole.added).toBe(3000);
    expect(whole.removed).toBe(3000);

    // One word replaced on every line: too many changes for the lines in time, then line by line.
    started = performance.now();
    const replaced = diffForDisplay(before, before.replace(/city/g, 'town'));
    expect(performance.now() - started).toBeLessThan(6000);
    expect(replaced).toMatchObject({ added: 3000, removed: 3000 });
    expect(replaced.lines[0]).toEqual({
      kind: 'changed',
      parts: [
        { kind: 'same', text: 'Paragraph 0: the night drive goes on past the ' },
        { kind: 'removed', text: 'city' },
        { kind: 'added', text: 'town' },
        { kind: 'same', text: ' lights, bar 0.' },
      ],
    });
  });
});
