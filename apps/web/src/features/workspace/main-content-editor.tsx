import { useQueryClient } from '@tanstack/react-query';
import { Copy, RefreshCw, Replace } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { MarkdownEditor } from '@/components/markdown/markdown-editor';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSaveMainContent } from '@/entities/contributions';
import { type ClientProject, projectQueryOptions } from '@/entities/projects';
import { useRoomActivity } from '@/hooks/realtime';
import { ApiError } from '@/lib/api-error';
import { MAIN_CONTENT_MAX_CHARS, WORKSPACE_MESSAGES } from './workspace-constants';

/** The version the draft started from: saving sends `version` as `baseUpdatedAt`. */
interface Base {
  version: number;
  content: string;
}

/** `stale`: the server answered 409; `reloaded`: the latest version is loaded beside the draft. */
type Conflict = null | 'stale' | 'reloaded';

/** Warns before the tab closes with unsaved changes. */
function useUnsavedChangesWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/** The owner's editor for the main content. A stale save (409) never drops the draft. */
export function MainContentEditor({ project, onClose }: { project: ClientProject; onClose: () => void }) {
  const queryClient = useQueryClient();
  const errorId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [base, setBase] = useState<Base>({
    version: project.workspace.version,
    content: project.workspace.mainContent,
  });
  const [draft, setDraft] = useState(base.content);
  const [conflict, setConflict] = useState<Conflict>(null);
  const [reloading, setReloading] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const save = useSaveMainContent(project.id);
  // The others in the project's room see that the main content is being edited.
  useRoomActivity(project.id, 'editing');

  const dirty = draft !== base.content;
  const tooLong = draft.length > MAIN_CONTENT_MAX_CHARS;
  useUnsavedChangesWarning(dirty);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong || save.isPending) return;
    save.mutate(
      { mainContent: draft, baseUpdatedAt: base.version },
      {
        onSuccess: () => {
          toast.success(WORKSPACE_MESSAGES.saved);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setConflict('stale');
        },
      },
    );
  };

  const copyDraft = async () => {
    try {
      await navigator.clipboard.writeText(draft);
      toast.success(WORKSPACE_MESSAGES.copied);
    } catch {
      textareaRef.current?.select();
      toast.warning(WORKSPACE_MESSAGES.copyFailed);
    }
  };

  const loadLatest = async () => {
    setReloading(true);
    try {
      const latest = await queryClient.fetchQuery({ ...projectQueryOptions(project.id), staleTime: 0 });
      setBase({ version: latest.workspace.version, content: latest.workspace.mainContent });
      setConflict('reloaded');
      save.reset();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not load the latest version.');
    } finally {
      setReloading(false);
    }
  };

  const cancel = () => (dirty ? setConfirmDiscard(true) : onClose());
  const saveError =
    save.error && !(save.error instanceof ApiError && save.error.status === 409) ? save.error : null;

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Edit the main content">
      {conflict === 'stale' ? (
        <div
          role="alert"
          className="rounded-xl border border-amber-400/40 bg-amber-400/10 p-4 text-sm text-amber-100"
        >
          <p>{WORKSPACE_MESSAGES.stale}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" onClick={() => void copyDraft()} className={buttonClass('secondary', 'sm')}>
              <Copy aria-hidden className="size-3.5" />
              Copy my draft
            </button>
            <button
              type="button"
              onClick={() => void loadLatest()}
              disabled={reloading}
              className={buttonClass('primary', 'sm')}
            >
              <RefreshCw aria-hidden className={reloading ? 'size-3.5 animate-spin' : 'size-3.5'} />
              {reloading ? 'Loading the latest…' : 'Load the latest version'}
            </button>
          </div>
        </div>
      ) : null}
      {conflict === 'reloaded' ? (
        <div
          role="status"
          className="rounded-xl border border-accent-500/40 bg-accent-600/10 p-4 text-sm text-accent-100"
        >
          <p>{WORKSPACE_MESSAGES.reloaded}</p>
        </div>
      ) : null}

      <MarkdownEditor
        label="Main content"
        writeLabel="Edit"
        previewLabel="Preview"
        value={draft}
        onChange={setDraft}
        maxLength={MAIN_CONTENT_MAX_CHARS}
        rows={16}
        headingOffset={2}
        textareaRef={textareaRef}
        describedBy={saveError ? errorId : undefined}
        invalid={Boolean(saveError)}
      />

      {conflict === 'reloaded' ? (
        <details open className="rounded-xl border border-line bg-surface-2/60">
          <summary className="cursor-pointer px-4 py-2.5 text-sm font-medium text-ink">
            Latest saved version
          </summary>
          <div className="space-y-3 border-t border-line p-4">
            <textarea
              readOnly
              aria-label="Latest saved version (markdown)"
              value={base.content}
              rows={8}
              className="block w-full resize-y rounded-lg border border-line bg-canvas px-3 py-2 font-mono text-xs leading-relaxed text-ink-muted"
            />
            <button
              type="button"
              onClick={() => setDraft(base.content)}
              disabled={!dirty}
              className={buttonClass('ghost', 'sm')}
            >
              <Replace aria-hidden className="size-3.5" />
              Replace my draft with it
            </button>
          </div>
        </details>
      ) : null}

      {saveError ? (
        <p id={errorId} role="alert" className="text-sm text-rose-300">
          Not saved: {saveError.message}
        </p>
      ) : null}
      {tooLong ? (
        <p className="text-sm text-rose-300">
          The main content can be at most {MAIN_CONTENT_MAX_CHARS.toLocaleString('en')} characters.
        </p>
      ) : null}

      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={cancel} className={buttonClass('ghost')}>
          Cancel
        </button>
        <button
          type="submit"
          disabled={save.isPending || tooLong || !dirty || conflict === 'stale'}
          className={buttonClass('primary')}
        >
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>

      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title="Discard your changes?"
        description="Your edits to the main content have not been saved."
        confirmLabel="Discard"
        onConfirm={onClose}
        danger
      />
    </form>
  );
}
