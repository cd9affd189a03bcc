import { type Random, seededRandom } from '@create-together/contract/art';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { DOC_TEXT_NAME } from './constants';
import { applyTextEdits, type DiffLimit, textEdits } from './text-edits';

/** jsdiff gives up at once: every change goes through the common-start-and-end replacement. */
const GIVE_UP: DiffLimit = { maxEditLength: 0 };

function textOf(content: string): Y.Text {
  const text = new Y.Doc().getText(DOC_TEXT_NAME);
  text.insert(0, content);
  return text;
}

/** Applies `edits` to a plain string, the way Y.Text applies them. */
function applyToString(content: string, edits: ReturnType<typeof textEdits>): string {
  let result = content;
  for (const edit of edits) {
    result = result.slice(0, edit.index) + edit.insert + result.slice(edit.index + edit.remove);
  }
  return result;
}

const PIECES = [
  'a',
  'b',
  'word',
  ' ',
  '\n',
  '\n\n',
  '# Title\n',
  '- item\n',
  'é',
  '😀',
  '👩‍👩‍👧',
  '—',
  '\t',
  '\r\n',
];

function randomText(random: Random, pieces: number): string {
  let text = '';
  for (let i = 0; i < pieces; i++) text += random.pick(PIECES);
  return text;
}

/** A random rewrite of `text` by whole code points: some deleted, some inserted, some replaced. */
function mutate(random: Random, text: string): string {
  const points = Array.from(text);
  for (let changes = random.int(0, 6); changes > 0; changes--) {
    const at = random.int(0, points.length);
    const remove = random.int(0, Math.min(8, points.length - at));
    points.splice(at, remove, ...Array.from(randomText(random, random.int(0, 4))));
  }
  return points.join('');
}

describe('textEdits', () => {
  it('changes nothing when the text is the same', () => {
    expect(textEdits('Same.\n', 'Same.\n')).toEqual([]);
    expect(textEdits('', '')).toEqual([]);
  });

  it('changes only the characters that differ inside a changed line', () => {
    const before = 'Line one.\nThe quick brown fox.\nLine three.\n';
    const after = 'Line one.\nThe quick red fox.\nLine three.\n';
    const edits = textEdits(before, after);
    expect(applyToString(before, edits)).toBe(after);
    const touched = edits.reduce((sum, edit) => sum + edit.remove + edit.insert.length, 0);
    expect(touched).toBeLessThanOrEqual('brown'.length + 'red'.length);
    for (const edit of edits) expect(edit.index).toBeGreaterThanOrEqual('Line one.\nThe quick '.length);
  });

  it('inserts a new line without touching its neighbours', () => {
    const before = 'a\nc\n';
    expect(textEdits(before, 'a\nb\nc\n')).toEqual([{ index: 2, remove: 0, insert: 'b\n' }]);
  });

  it('empties a text and fills an empty one', () => {
    expect(textEdits('gone', '')).toEqual([{ index: 0, remove: 4, insert: '' }]);
    expect(textEdits('', 'new')).toEqual([{ index: 0, remove: 0, insert: 'new' }]);
  });

  it('never splits a surrogate pair when it falls back to replacing between the common ends', () => {
    expect(textEdits('x😀y', 'x😁y', GIVE_UP)).toEqual([{ index: 1, remove: 2, insert: '😁' }]);
    expect(textEdits('😀', '😀😀', GIVE_UP)).toEqual([{ index: 2, remove: 0, insert: '😀' }]);
    expect(textEdits('a\ud83d\ude00', 'a\ud83e\ude00', GIVE_UP)).toEqual([
      { index: 1, remove: 2, insert: '\ud83e\ude00' },
    ]);
    expect(textEdits('abc', 'abXbc', GIVE_UP)).toEqual([{ index: 2, remove: 0, insert: 'Xb' }]);
  });

  it('finds a few small edits in 200,000 characters with scattered changes, quickly', () => {
    const random = seededRandom(200);
    const lines = Array.from({ length: 4000 }, (_, i) => `Line ${i}: ${'lorem ipsum '.repeat(3)}\n`);
    const before = lines.join('').slice(0, 200_000);
    const changed = [...lines];
    for (let i = 0; i < 20; i++) {
      const at = random.int(0, changed.length - 1);
      changed[at] = (changed[at] as string).replace('ipsum', 'dolor');
    }
    const after = changed.join('').slice(0, 200_000);
    const started = performance.now();
    const edits = textEdits(before, after);
    const elapsed = performance.now() - started;
    expect(applyToString(before, edits)).toBe(after);
    expect(edits.length).toBeLessThanOrEqual(40);
    expect(edits.reduce((sum, edit) => sum + edit.remove + edit.insert.length, 0)).toBeLessThanOrEqual(200);
    expect(elapsed).toBeLessThan(2000);
  });
});

describe('applyTextEdits', () => {
  it('turns random texts into random others, through jsdiff and through the fallback', () => {
    const random = seededRandom(3);
    for (let round = 0; round < 400; round++) {
      const before = randomText(random, random.int(0, 60));
      const after = round % 5 === 0 ? randomText(random, random.int(0, 60)) : mutate(random, before);
      for (const limit of [undefined, GIVE_UP]) {
        const text = textOf(before);
        const edits = textEdits(before, after, limit);
        expect(applyToString(before, edits)).toBe(after);
        const doc = text.doc as Y.Doc;
        doc.transact(() => {
          for (const edit of edits) {
            if (edit.remove > 0) text.delete(edit.index, edit.remove);
            if (edit.insert !== '') text.insert(edit.index, edit.insert);
          }
        });
        expect(text.toString()).toBe(after);
      }
      const text = textOf(before);
      applyTextEdits(text, before, after);
      expect(text.toString()).toBe(after);
    }
  });

  it('makes one update with the given origin, and none when nothing changed', () => {
    const text = textOf('one two three');
    const doc = text.doc as Y.Doc;
    const origins: unknown[] = [];
    doc.on('update', (_update: Uint8Array, origin: unknown) => origins.push(origin));
    applyTextEdits(text, 'one two three', 'one 2 three four', 'replace');
    applyTextEdits(text, 'one 2 three four', 'one 2 three four', 'replace');
    expect(text.toString()).toBe('one 2 three four');
    expect(origins).toEqual(['replace']);
  });

  it('leaves untouched text alone: a cursor there stays put, and a concurrent keystroke there survives', () => {
    const server = new Y.Doc();
    const text = server.getText(DOC_TEXT_NAME);
    text.insert(0, '# Song\n\nVerse one.\n\nVerse two.\n');
    const editor = new Y.Doc();
    Y.applyUpdate(editor, Y.encodeStateAsUpdate(server));
    const editorText = editor.getText(DOC_TEXT_NAME);
    const cursor = Y.createRelativePositionFromTypeIndex(editorText, editorText.toString().indexOf('two'));

    // At the same moment: the editor types in verse two; the replacement rewrites verse one.
    editorText.insert(editorText.toString().indexOf('two') + 3, '!');
    const before = text.toString();
    applyTextEdits(text, before, before.replace('Verse one.', 'Verse 1, rewritten.'));
    Y.applyUpdate(editor, Y.encodeStateAsUpdate(server));
    Y.applyUpdate(server, Y.encodeStateAsUpdate(editor));

    const expected = '# Song\n\nVerse 1, rewritten.\n\nVerse two!.\n';
    expect(text.toString()).toBe(expected);
    expect(editorText.toString()).toBe(expected);
    const index = Y.createAbsolutePositionFromRelativePosition(cursor, editor)?.index;
    expect(expected.slice(0, index)).toBe('# Song\n\nVerse 1, rewritten.\n\nVerse ');
  });
});
