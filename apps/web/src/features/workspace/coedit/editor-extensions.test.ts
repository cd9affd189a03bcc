import { EditorSelection, EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { continueList } from './editor-extensions';

/** Presses Enter at `|` in `text` through `continueList`: the text after, with `|` where the caret is, or null if it let Enter go on. */
function enter(text: string): string | null {
  const at = text.indexOf('|');
  let state = EditorState.create({
    doc: text.replace('|', ''),
    selection: EditorSelection.cursor(at),
  });
  const handled = continueList({ state, dispatch: (tr) => (state = tr.state) });
  if (!handled) return null;
  const head = state.selection.main.head;
  const doc = state.doc.toString();
  return `${doc.slice(0, head)}|${doc.slice(head)}`;
}

describe('continueList', () => {
  it('starts the next item of a bullet list, a numbered list and a quote', () => {
    expect(enter('- milk|')).toBe('- milk\n- |');
    expect(enter('* eggs|')).toBe('* eggs\n* |');
    expect(enter('  - nested|')).toBe('  - nested\n  - |');
    expect(enter('1. intro|')).toBe('1. intro\n2. |');
    expect(enter('9) ninth|')).toBe('9) ninth\n10) |');
    expect(enter('> quoted|')).toBe('> quoted\n> |');
  });

  it('moves what follows the caret into the next item', () => {
    expect(enter('- milk| and eggs')).toBe('- milk\n- | and eggs');
  });

  it('ends the list on an empty item', () => {
    expect(enter('- milk\n- |')).toBe('- milk\n|');
    expect(enter('1. one\n2. |')).toBe('1. one\n|');
    expect(enter('> said\n> |')).toBe('> said\n|');
  });

  it('leaves Enter alone outside lists, inside a mark, and on look-alikes', () => {
    expect(enter('plain text|')).toBeNull();
    expect(enter('-| milk')).toBeNull();
    expect(enter('---|')).toBeNull();
    expect(enter('*emphasis*|')).toBeNull();
    expect(enter('1.5 litres|')).toBeNull();
  });
});
