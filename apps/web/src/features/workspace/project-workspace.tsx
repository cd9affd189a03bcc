import { useQuery } from '@tanstack/react-query';
import { Archive, UserPlus } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import type * as Y from 'yjs';
import { buttonClass } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { SearchField } from '@/components/ui/search-field';
import { PageSpinner } from '@/components/ui/spinner';
import { projectQueryOptions } from '@/entities/projects';
import { useCurrentUser } from '@/features/auth';
import { useProjectRoom } from '@/hooks/realtime';
import { ApiError } from '@/lib/api-error';
import { ContributionsPanel } from './contributions-panel';
import { MainContentPanel } from './main-content-panel';
import { SongPanel } from './song/song-panel';
import { accessFor } from './workspace-access';
import { WORKSPACE_SEARCH_PLACEHOLDER } from './workspace-constants';
import { WorkspaceHeader } from './workspace-header';
import { WorkspaceNotFound } from './workspace-states';

// What keeps the workspace live comes after it: nothing waits for it to paint.
const WorkspaceLive = lazy(() =>
  import('./workspace-live').then((module) => ({ default: module.WorkspaceLive })),
);

/**
 * /workspace/{id}: a project's main content, its contributions, votes and merges, live: every
 * change made on any screen shows here at once, with who else has it open.
 */
export function ProjectWorkspace({ projectId }: { projectId: string }) {
  const project = useQuery(projectQueryOptions(projectId));
  const meId = useCurrentUser()?.id ?? null;
  // Who is here, from the moment the workspace opens.
  const room = useProjectRoom(projectId);
  const [search, setSearch] = useState('');
  // The main content as everyone is writing it, once it has arrived (the history compares with it).
  const [liveText, setLiveText] = useState<Y.Text | null>(null);
  // Filtering re-renders markdown: let typing stay responsive.
  const query = useDeferredValue(search.trim());

  if (project.isPending) return <PageSpinner label="Loading workspace..." />;
  if (project.isError) {
    if (project.error instanceof ApiError && project.error.status === 404) return <WorkspaceNotFound />;
    return (
      <LoadError
        title="The workspace could not be loaded"
        message={project.error.message}
        onRetry={() => void project.refetch()}
        retrying={project.isFetching}
      />
    );
  }

  const data = project.data;
  const access = accessFor(data);

  return (
    <>
      <Suspense fallback={null}>
        <WorkspaceLive projectId={data.id} meId={meId} />
      </Suspense>
      <WorkspaceHeader project={data} here={room.here} liveText={liveText} />
      <SearchField
        label="Search within workspace"
        placeholder={WORKSPACE_SEARCH_PLACEHOLDER}
        value={search}
        onChange={setSearch}
        className="mb-6 sm:max-w-md"
      />
      {!access.isMember ? (
        <p className="mb-6 flex flex-col gap-3 rounded-xl border border-accent-500/30 bg-accent-600/10 px-4 py-3 text-sm text-accent-100 sm:flex-row sm:items-center sm:justify-between">
          <span>
            You're viewing this workspace read-only. Members propose contributions and vote on them.
          </span>
          <Link to={`/projects/${encodeURIComponent(data.id)}`} className={buttonClass('primary', 'sm')}>
            <UserPlus aria-hidden className="size-4" />
            Join this project to contribute
          </Link>
        </p>
      ) : !access.isActive ? (
        <p className="mb-6 flex items-center gap-2 rounded-xl border border-line-strong bg-surface-2 px-4 py-3 text-sm text-ink-muted">
          <Archive aria-hidden className="size-4 shrink-0" />
          This project is archived: its workspace is read-only.
        </p>
      ) : null}
      <SongPanel project={data} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <MainContentPanel project={data} access={access} query={query} onLiveText={setLiveText} />
        <ContributionsPanel
          projectId={data.id}
          access={access}
          query={query}
          reviewRules={data.reviewRules}
        />
      </div>
    </>
  );
}
