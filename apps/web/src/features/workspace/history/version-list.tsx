import type { VersionCause } from '@create-together/contract';
import {
  ChevronRight,
  FileClock,
  GitMerge,
  ListMusic,
  type LucideIcon,
  Pencil,
  RotateCcw,
  Save,
} from 'lucide-react';
import { LoadError } from '@/components/ui/load-error';
import { InfiniteLoadMore } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import { type ClientVersion, useVersions } from '@/entities/versions';
import { formatDateTime } from '@/lib/time';
import { HISTORY_TEXT } from './history-constants';
import { versionCauseLabel, versionName, versionTimeLabel } from './version-labels';

const causeIcons: Record<VersionCause, LucideIcon> = {
  edit: Pencil,
  merge: GitMerge,
  replace: Save,
  restore: RotateCcw,
  import: FileClock,
  tracks: ListMusic,
};

/** The project's versions, newest first; more load as the end of the list comes into view. */
export function VersionList({
  projectId,
  onOpen,
}: {
  projectId: string;
  onOpen: (version: ClientVersion) => void;
}) {
  const { query, versions } = useVersions(projectId);
  if (query.isPending) return <Spinner label={HISTORY_TEXT.loading} className="m-3" />;
  // A later page that fails keeps what is shown: InfiniteLoadMore says so under it.
  if (query.isError && versions.length === 0) {
    return (
      <LoadError
        title={HISTORY_TEXT.loadFailed}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (versions.length === 0) return <p className="p-3 text-sm text-ink-muted">{HISTORY_TEXT.empty}</p>;

  const now = new Date();
  return (
    <>
      <ol aria-label="Versions" className="flex flex-col gap-0.5">
        {versions.map((version) => {
          const Icon = causeIcons[version.cause];
          return (
            <li key={version.id}>
              <button
                type="button"
                data-version-id={version.id}
                onClick={() => onOpen(version)}
                className="group flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left transition-colors hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-accent-400"
              >
                <span
                  aria-hidden
                  className="grid size-8 shrink-0 place-items-center rounded-full border border-line bg-surface-2 text-ink-muted"
                >
                  <Icon className="size-4" />
                </span>
                <span className="min-w-0 flex-1 text-sm text-ink-muted">
                  <span className="font-semibold text-ink">{versionName(version)}</span> ·{' '}
                  {versionCauseLabel(version)} ·{' '}
                  <time dateTime={version.createdAt} title={formatDateTime(version.createdAt)}>
                    {versionTimeLabel(version, now)}
                  </time>
                </span>
                <ChevronRight
                  aria-hidden
                  className="size-4 shrink-0 text-ink-faint transition-colors group-hover:text-ink"
                />
              </button>
            </li>
          );
        })}
      </ol>
      <InfiniteLoadMore
        query={query}
        failed={HISTORY_TEXT.moreFailed}
        end={HISTORY_TEXT.end}
        className="mt-4"
      />
    </>
  );
}
