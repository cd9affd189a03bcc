import { History } from 'lucide-react';
import { lazy, Suspense, useCallback, useState, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { buttonClass } from '@/components/ui/button';
import type { ClientProject } from '@/entities/projects';
import { HISTORY_TEXT } from './history-constants';

// The panel, its diff (jsdiff) and the versions' calls load when the history is first opened:
// the workspace paints without them. Pointing at the button or focusing it starts the load early.
const loadPanel = () => import('./history-panel');
const HistoryPanel = lazy(() => loadPanel().then((module) => ({ default: module.HistoryPanel })));

const noop = () => {};

/** The text now, following every change of the live text while there is one. */
function useCurrentText(liveText: Y.Text | null, fallback: string): string {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!liveText) return noop;
      liveText.observe(changed);
      return () => liveText.unobserve(changed);
    },
    [liveText],
  );
  return useSyncExternalStore(subscribe, () => liveText?.toString() ?? fallback);
}

/**
 * "History" in the workspace header, for members (`canViewHistory`). Each version is compared with
 * the main content now: the live text once it has arrived, else the project's stored text.
 */
export function HistoryButton({ project, liveText }: { project: ClientProject; liveText: Y.Text | null }) {
  const [open, setOpen] = useState(false);
  // Kept mounted once opened: closing animates, and reopening is at once.
  const [opened, setOpened] = useState(false);
  if (!project.policies.canViewHistory) return null;

  // A failed early load is tried again by the click; nothing to report before then.
  const preload = () => void loadPanel().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className={buttonClass('secondary', 'sm')}
      >
        <History aria-hidden className="size-4" />
        {HISTORY_TEXT.open}
      </button>
      {opened ? (
        <Suspense
          fallback={
            <span role="status" className="sr-only">
              {HISTORY_TEXT.opening}
            </span>
          }
        >
          <OpenHistory project={project} liveText={liveText} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The panel, with the text now (followed only while the panel is mounted). */
function OpenHistory({
  project,
  liveText,
  open,
  onOpenChange,
}: {
  project: ClientProject;
  liveText: Y.Text | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const currentText = useCurrentText(liveText, project.workspace.mainContent);
  return (
    <HistoryPanel
      projectId={project.id}
      canRestore={project.policies.canEditMainContent}
      canDownloadStems={project.policies.canDownloadStems}
      currentText={currentText}
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}
