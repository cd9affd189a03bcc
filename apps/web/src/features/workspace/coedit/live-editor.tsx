import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, type ViewUpdate } from '@codemirror/view';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ySyncAnnotation } from 'y-codemirror.next';
import type { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { useRoomActivity } from '@/hooks/realtime';
import { EDITING_LINGERS_MS } from './coedit-constants';
import { editability, liveEditorExtensions } from './editor-extensions';

/**
 * Tells the room this person is editing while the editor has focus, and for a while after their
 * last keystroke (they may be reading back what they wrote). Returns what the editor calls on
 * each of its updates.
 */
function useEditingActivity(projectId: string): (update: ViewUpdate) => void {
  const [focused, setFocused] = useState(false);
  const [typedLately, setTypedLately] = useState(false);
  const lingering = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(lingering.current), []);
  useRoomActivity(projectId, focused || typedLately ? 'editing' : null);

  return useCallback((update: ViewUpdate) => {
    if (update.focusChanged) setFocused(update.view.hasFocus);
    // Changes that came from the shared text are the others' typing, not this person's.
    const typed = update.transactions.some(
      (tr) => tr.docChanged && tr.annotation(ySyncAnnotation) === undefined,
    );
    if (!typed) return;
    setTypedLately(true);
    clearTimeout(lingering.current);
    lingering.current = setTimeout(() => setTypedLately(false), EDITING_LINGERS_MS);
  }, []);
}

/**
 * The main content's editor: CodeMirror over the shared text, with everyone's cursors. Always
 * editable for those who may (no Edit or Save: each keystroke is sent as typed); read-only the
 * moment that right goes, without losing the place in the text.
 */
export function LiveEditor({
  projectId,
  text,
  awareness,
  canEdit,
}: {
  projectId: string;
  text: Y.Text;
  awareness: Awareness;
  canEdit: boolean;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const [access] = useState(() => new Compartment());
  const canEditRef = useRef(canEdit);
  const onUpdate = useEditingActivity(projectId);

  // In the same frame as the change of rights (a layout effect): no keystroke lands in between.
  useLayoutEffect(() => {
    canEditRef.current = canEdit;
    viewRef.current?.dispatch({ effects: access.reconfigure(editability(canEdit)) });
  }, [access, canEdit]);

  // One view per document: a reset brings a new shared text, and a new view for it.
  useLayoutEffect(() => {
    const parent = hostRef.current;
    if (!parent) return undefined;
    // This tab's own changes only: undo never takes back someone else's.
    const undoManager = new Y.UndoManager(text);
    const view = new EditorView({
      parent,
      state: EditorState.create({
        doc: text.toString(),
        extensions: [
          liveEditorExtensions({ text, awareness, undoManager }),
          access.of(editability(canEditRef.current)),
          EditorView.updateListener.of(onUpdate),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      viewRef.current = null;
      view.destroy();
      undoManager.destroy();
    };
  }, [access, text, awareness, onUpdate]);

  return <div ref={hostRef} />;
}
