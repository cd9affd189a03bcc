import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, RotateCcw } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Markdown } from '@/components/markdown/markdown';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { type ClientVersion, useRestoreVersion, versionQueryOptions } from '@/entities/versions';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatDateTime } from '@/lib/time';
import { DiffView, diffSummary } from './diff-view';
import { HISTORY_TEXT, NOW_TEXT_SETTLE_MS } from './history-constants';
import { diffForDisplay } from './text-diff';
import { versionCauseLabel, versionName, versionTimeLabel } from './version-labels';
import { VersionSong } from './version-song';

const tabClass =
  'h-8 rounded-md px-3 text-sm font-medium text-ink-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-accent-400 data-[state=active]:bg-surface-3 data-[state=active]:text-ink';

interface VersionViewProps {
  projectId: string;
  /** The version as the list showed it: its name shows at once, its text when it comes. */
  version: ClientVersion;
  /** Owner and editors (the project's `canEditMainContent`). */
  canRestore: boolean;
  /** Members: a version's stems as one ZIP. */
  canDownloadStems: boolean;
  /** The main content now: the live text, or the last one read. */
  currentText: string;
  onBack: () => void;
  /** The restore is made: the list shows the new version. */
  onRestored: () => void;
}

/** One version: what changed from it to now, its text, and for owner and editors, its restore. */
export function VersionView({
  projectId,
  version,
  canRestore,
  canDownloadStems,
  currentText,
  onBack,
  onRestored,
}: VersionViewProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a version moves focus to its name: a screen reader says where the reader is now.
  useEffect(() => heading.current?.focus(), []);
  const detail = useQuery(versionQueryOptions(projectId, version.id));

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 px-5 py-4">
      <button type="button" onClick={onBack} className={buttonClass('ghost', 'sm', '-ml-2 self-start')}>
        <ArrowLeft aria-hidden className="size-4" />
        {HISTORY_TEXT.back}
      </button>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="rounded-md text-lg font-semibold text-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-accent-400"
          >
            {versionName(version)}
          </h3>
          <p className="mt-0.5 text-sm text-ink-muted">
            {versionCauseLabel(version)} ·{' '}
            <time dateTime={version.createdAt} title={formatDateTime(version.createdAt)}>
              {versionTimeLabel(version)}
            </time>
          </p>
        </div>
        {canRestore ? (
          <RestoreControl projectId={projectId} version={version} onRestored={onRestored} />
        ) : null}
      </header>
      {detail.isPending ? (
        <Spinner label={`Loading ${versionName(version).toLowerCase()}...`} className="py-6" />
      ) : detail.isError ? (
        <div role="alert" className="rounded-xl border border-rose-500/30 bg-rose-500/5 p-4 text-sm">
          <p className="font-medium text-ink">{HISTORY_TEXT.versionFailed}</p>
          <p className="mt-1 text-ink-muted">{detail.error.message}</p>
          <button
            type="button"
            onClick={() => void detail.refetch()}
            disabled={detail.isFetching}
            className={buttonClass('secondary', 'sm', 'mt-3')}
          >
            Try again
          </button>
        </div>
      ) : (
        <>
          {detail.data.song ? (
            <VersionSong
              projectId={projectId}
              versionId={version.id}
              song={detail.data.song}
              canDownloadStems={canDownloadStems}
              bounceName={versionName(version)}
            />
          ) : null}
          <VersionTabs content={detail.data.content} currentText={currentText} />
        </>
      )}
    </article>
  );
}

/** "Restore this version", asked once more: the text now is not lost, it stays in the history. */
function RestoreControl({
  projectId,
  version,
  onRestored,
}: {
  projectId: string;
  version: ClientVersion;
  onRestored: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const restore = useRestoreVersion(projectId);
  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        disabled={restore.isPending}
        className={buttonClass('secondary', 'sm')}
      >
        {restore.isPending ? <ButtonSpinner /> : <RotateCcw aria-hidden className="size-3.5" />}
        {restore.isPending ? HISTORY_TEXT.restoring : HISTORY_TEXT.restore}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={HISTORY_TEXT.restoreTitle(version.number)}
        description={HISTORY_TEXT.restoreConfirm}
        confirmLabel={HISTORY_TEXT.restore}
        onConfirm={() => restore.mutate(version.id, { onSuccess: onRestored })}
      />
    </>
  );
}

/** What changed from the version to now (first: it is what a restore would undo), and its text. */
function VersionTabs({ content, currentText }: { content: string; currentText: string }) {
  const [tab, setTab] = useState<'changes' | 'text'>('changes');
  return (
    <Tabs.Root value={tab} onValueChange={(next) => setTab(next as 'changes' | 'text')}>
      <Tabs.List
        aria-label={HISTORY_TEXT.tabs}
        className="inline-flex gap-1 rounded-lg border border-line bg-surface-2 p-1"
      >
        <Tabs.Trigger value="changes" className={tabClass}>
          {HISTORY_TEXT.changesTab}
        </Tabs.Trigger>
        <Tabs.Trigger value="text" className={tabClass}>
          {HISTORY_TEXT.textTab}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content
        value="changes"
        className="mt-4 rounded-md focus-visible:outline-2 focus-visible:outline-accent-400"
      >
        <VersionChanges content={content} currentText={currentText} />
      </Tabs.Content>
      <Tabs.Content
        value="text"
        className="mt-4 rounded-md focus-visible:outline-2 focus-visible:outline-accent-400"
      >
        {content.trim() ? (
          // Rendered as the workspace renders the main content, its headings below this panel's.
          <Markdown headingOffset={3}>{content}</Markdown>
        ) : (
          <p className="text-sm text-ink-muted">{HISTORY_TEXT.emptyVersion}</p>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}

/**
 * The diff from the version's text to the main content now. The live text changes as people
 * type: it is compared again once it has been still a moment, not at every keystroke.
 */
function VersionChanges({ content, currentText }: { content: string; currentText: string }) {
  const headingId = useId();
  const now = useDebouncedValue(currentText, NOW_TEXT_SETTLE_MS);
  const diff = useMemo(() => diffForDisplay(content, now), [content, now]);
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="text-sm font-semibold text-ink">
        {HISTORY_TEXT.changesHeading}
      </h4>
      <p className="mt-1 mb-3 text-sm text-ink-muted">{diffSummary(diff)}</p>
      {diff.added + diff.removed > 0 ? <DiffView lines={diff.lines} /> : null}
    </section>
  );
}
