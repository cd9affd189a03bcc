import { lazy, Suspense, useId } from 'react';
import type * as Y from 'yjs';
import type { ClientProject } from '@/entities/projects';
import { formatDateTime, timeAgo } from '@/lib/time';
import { MainContentView } from './main-content-view';
import type { WorkspaceAccess } from './workspace-access';

// The live document comes after the workspace has painted (Yjs, and CodeMirror for editors).
const LiveMainContent = lazy(() =>
  import('./coedit/live-main-content').then((module) => ({ default: module.LiveMainContent })),
);

/**
 * The project's main content, live: written together by the owner and editors, read by everyone
 * as it changes, narrowed to matching sections while searching. `onLiveText` hears the live text
 * once it has arrived (the history compares versions with it).
 */
export function MainContentPanel({
  project,
  access,
  query,
  onLiveText,
}: {
  project: ClientProject;
  access: WorkspaceAccess;
  query: string;
  onLiveText?: (text: Y.Text | null) => void;
}) {
  const headingId = useId();
  const { mainContent, lastUpdated } = project.workspace;

  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-2xl border border-line bg-surface">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-ink">
            Main content
          </h2>
          <p className="text-xs text-ink-faint">
            Updated{' '}
            <time dateTime={lastUpdated} title={formatDateTime(lastUpdated)}>
              {timeAgo(lastUpdated)}
            </time>
          </p>
        </div>
      </div>
      <div className="px-4 py-4 sm:px-5 sm:py-5">
        <Suspense
          fallback={
            <MainContentView content={mainContent} query={query} canEdit={access.canEditMainContent} />
          }
        >
          <LiveMainContent project={project} access={access} query={query} onLiveText={onLiveText} />
        </Suspense>
      </div>
    </section>
  );
}
