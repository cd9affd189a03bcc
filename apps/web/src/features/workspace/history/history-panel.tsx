import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { type ClientVersion, useVersionsLive } from '@/entities/versions';
import { HISTORY_TEXT } from './history-constants';
import { VersionList } from './version-list';
import { VersionView } from './version-view';

export interface HistoryPanelProps {
  projectId: string;
  /** Owner and editors may restore a version (the project's `canEditMainContent`). */
  canRestore: boolean;
  /** Members may download a version's stems. */
  canDownloadStems: boolean;
  /** The main content now — the live text, or the project's `workspace.mainContent` — for the diffs. */
  currentText: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The main content's history, in a side sheet (docs/design/co-editing.md §6.5): its versions
 * newest first; one opened shows what changed from it to now and its text, and owner and editors
 * may restore it. Loaded on first opening (history-button.tsx): jsdiff comes with it.
 */
export function HistoryPanel({
  projectId,
  canRestore,
  canDownloadStems,
  currentText,
  open,
  onOpenChange,
}: HistoryPanelProps) {
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(44rem,100vw)] flex-col border-l border-line bg-surface shadow-2xl focus:outline-none data-[state=open]:animate-fade-in">
          <div className="flex shrink-0 items-start justify-between gap-4 border-b border-line px-5 py-4">
            <div className="min-w-0">
              <Dialog.Title
                ref={title}
                tabIndex={-1}
                className="rounded-md text-lg font-semibold text-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-accent-400"
              >
                {HISTORY_TEXT.title}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-muted">
                {HISTORY_TEXT.description}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={HISTORY_TEXT.close}
              className="-m-2 grid size-9 shrink-0 place-items-center rounded-md text-ink-muted transition-colors hover:bg-white/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-accent-400"
            >
              <X aria-hidden className="size-4" />
            </Dialog.Close>
          </div>
          <HistoryBody
            projectId={projectId}
            canRestore={canRestore}
            canDownloadStems={canDownloadStems}
            currentText={currentText}
            title={title}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The list, or one version; mounted while the sheet is open, and with it the live list. */
function HistoryBody({
  projectId,
  canRestore,
  canDownloadStems,
  currentText,
  title,
}: Omit<HistoryPanelProps, 'open' | 'onOpenChange'> & { title: RefObject<HTMLHeadingElement | null> }) {
  useVersionsLive(projectId);
  const [selected, setSelected] = useState<ClientVersion | null>(null);
  const list = useRef<HTMLDivElement>(null);
  // Back from a version, focus returns to its line in the list (kept mounted, so where it was).
  const returnTo = useRef<string | null>(null);

  useEffect(() => {
    if (selected || returnTo.current === null) return;
    const id = returnTo.current;
    returnTo.current = null;
    const buttons = list.current?.querySelectorAll<HTMLElement>('[data-version-id]') ?? [];
    for (const button of buttons) if (button.dataset.versionId === id) button.focus();
  }, [selected]);

  return (
    <>
      <div ref={list} hidden={selected !== null} className="min-h-0 flex-1 overflow-y-auto px-2 py-3">
        <VersionList projectId={projectId} onOpen={setSelected} />
      </div>
      {selected ? (
        <div className="min-h-0 flex-1 overflow-y-auto">
          <VersionView
            key={selected.id}
            projectId={projectId}
            version={selected}
            canRestore={canRestore}
            canDownloadStems={canDownloadStems}
            currentText={currentText}
            onBack={() => {
              returnTo.current = selected.id;
              setSelected(null);
            }}
            onRestored={() => {
              // The new version heads the list now: back to it, from the top of the sheet.
              setSelected(null);
              title.current?.focus();
            }}
          />
        </div>
      ) : null}
    </>
  );
}
