import { defaultKeymap, indentWithTab } from '@codemirror/commands';
import {
  defineLanguageFacet,
  HighlightStyle,
  Language,
  LanguageSupport,
  languageDataProp,
  syntaxHighlighting,
} from '@codemirror/language';
import { EditorState, type Extension, type StateCommand } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { GFM, parser } from '@lezer/markdown';
import { yCollab, yUndoManagerKeymap } from 'y-codemirror.next';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { EDITOR_LABEL } from './coedit-constants';

const markdownData = defineLanguageFacet({ commentTokens: { block: { open: '<!--', close: '-->' } } });

/**
 * GitHub-flavoured Markdown from @lezer/markdown alone. @codemirror/lang-markdown would bring
 * HTML, CSS and JavaScript support with it (70 kB gzipped) for highlighting we do not need
 * (docs/design/co-editing.md §6.1); what it costs is list continuation, `continueList` below.
 */
const markdownLanguage = new Language(
  markdownData,
  parser.configure([GFM, { props: [languageDataProp.add({ Document: markdownData })] }]),
  [],
  'markdown',
);

/** The Markdown source in the app's colours: the structure shows, the marks step back. */
const markdownHighlight = HighlightStyle.define([
  { tag: tags.heading1, fontWeight: '700', fontSize: '1.15em', color: 'var(--color-ink)' },
  {
    tag: [tags.heading2, tags.heading3, tags.heading4, tags.heading5, tags.heading6],
    fontWeight: '600',
    color: 'var(--color-ink)',
  },
  { tag: tags.strong, fontWeight: '700' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.strikethrough, textDecoration: 'line-through' },
  { tag: [tags.link, tags.url], color: 'var(--color-accent-300)' },
  { tag: tags.monospace, color: 'var(--color-accent-100)' },
  { tag: tags.quote, color: 'var(--color-ink-muted)' },
  { tag: tags.atom, color: 'var(--color-accent-300)' },
  {
    tag: [tags.processingInstruction, tags.contentSeparator, tags.labelName, tags.comment],
    color: 'var(--color-ink-faint)',
  },
]);

const workspaceTheme = EditorView.theme(
  {
    '&': { maxHeight: '70vh', color: 'var(--color-ink)', backgroundColor: 'transparent' },
    '&.cm-focused': { outline: '2px solid var(--color-accent-400)', outlineOffset: '-2px' },
    '.cm-scroller': {
      minHeight: '20rem',
      fontFamily: 'var(--font-mono)',
      fontSize: '0.875rem',
      lineHeight: '1.65',
    },
    // Room above the first line for a remote caret's name.
    '.cm-content': { padding: '1.25rem 0 1.5rem', caretColor: 'var(--color-accent-300)' },
    '.cm-line': { padding: '0 1rem' },
    '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--color-accent-300)' },
    // Someone else's caret carries their name, always shown (y-codemirror.next shows it on hover
    // only), in their colour: the server chose it to be readable on our dark surfaces.
    '.cm-ySelectionInfo': {
      opacity: '1',
      top: '-1.3em',
      padding: '0.05em 0.4em',
      borderRadius: '0.25rem 0.25rem 0.25rem 0',
      fontFamily: 'var(--font-sans)',
      fontSize: '0.7rem',
      fontWeight: '600',
      color: 'var(--color-canvas)',
    },
    '.cm-ySelectionCaretDot': { display: 'none' },
  },
  { dark: true },
);

/** Whether the person may change the text: both facets, or a focused read-only view still takes key commands. */
export function editability(canEdit: boolean): Extension {
  return [EditorState.readOnly.of(!canEdit), EditorView.editable.of(canEdit)];
}

/** A list item's or quote's mark at the start of a line: its indentation, the mark, the space after. */
const LINE_MARK = /^(\s*)([-*]|\d{1,9}[.)]|>)( +|$)/;

/**
 * Enter in a list item or a quote starts the next one (`- `, `* `, `1. ` then `2. `, `> `); in an
 * empty one it ends the list instead. The part of lang-markdown's `insertNewlineContinueMarkup`
 * we need, without the package.
 */
export const continueList: StateCommand = ({ state, dispatch }) => {
  const { main } = state.selection;
  if (state.selection.ranges.length > 1 || !main.empty) return false;
  const line = state.doc.lineAt(main.head);
  const found = LINE_MARK.exec(line.text);
  if (!found) return false;
  const [whole, indent = '', mark = '', space = ''] = found;
  // Within the mark itself: an ordinary new line.
  if (main.head - line.from < whole.length) return false;
  if (line.text.trim() === mark) {
    dispatch(state.update({ changes: { from: line.from, to: line.to }, userEvent: 'delete' }));
    return true;
  }
  const number = Number.parseInt(mark, 10);
  const next = Number.isNaN(number) ? mark : `${number + 1}${mark.slice(-1)}`;
  dispatch(
    state.update(state.replaceSelection(`\n${indent}${next}${space || ' '}`), {
      scrollIntoView: true,
      userEvent: 'input',
    }),
  );
  return true;
};

/**
 * Everything the live editor is made of (docs/design/co-editing.md §6.3) but whether it may be
 * edited, which the caller keeps in a compartment to switch it at once. `yCollab` keeps the
 * editor and the shared text in step, draws the others' selections, and undoes only this tab's
 * own changes (`undoManager`).
 */
export function liveEditorExtensions({
  text,
  awareness,
  undoManager,
}: {
  text: Y.Text;
  awareness: Awareness;
  undoManager: Y.UndoManager;
}): Extension[] {
  return [
    new LanguageSupport(markdownLanguage),
    syntaxHighlighting(markdownHighlight),
    EditorView.lineWrapping,
    keymap.of([{ key: 'Enter', run: continueList }, ...yUndoManagerKeymap, ...defaultKeymap, indentWithTab]),
    yCollab(text, awareness, { undoManager }),
    EditorView.contentAttributes.of({ 'aria-label': EDITOR_LABEL }),
    workspaceTheme,
  ];
}
