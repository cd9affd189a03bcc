import { useQuery } from '@tanstack/react-query';
import { PanelsTopLeft, Plus } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { myProjectsQueryOptions } from '@/entities/projects';

/**
 * /workspace/default (the side menu's Workspace link): the workspace of the user's most recently
 * updated project (GET /api/me/projects is in that order), or an offer to start one.
 */
export function DefaultWorkspace() {
  const projects = useQuery(myProjectsQueryOptions());

  if (projects.isPending) return <PageSpinner label="Opening your workspace..." />;
  const first = projects.data?.[0];
  if (first) return <Navigate to={`/workspace/${encodeURIComponent(first.id)}`} replace />;

  return (
    <>
      <PageHeader
        title="Workspace"
        description="Where a project's main piece and its contributions come together."
      />
      {projects.isError ? (
        <LoadError
          title="Your projects could not be loaded"
          message={projects.error.message}
          onRetry={() => void projects.refetch()}
          retrying={projects.isFetching}
        />
      ) : (
        <EmptyState
          icon={PanelsTopLeft}
          title="You have no projects yet"
          action={
            <>
              <Link to="/workspace/new" className={buttonClass('primary')}>
                <Plus aria-hidden className="size-4" />
                Create a project
              </Link>
              <Link to="/explore" className={buttonClass('secondary')}>
                Find one to join
              </Link>
            </>
          }
        >
          Your workspace opens the project you worked on most recently. Start one, or join a project to
          contribute to it.
        </EmptyState>
      )}
    </>
  );
}
