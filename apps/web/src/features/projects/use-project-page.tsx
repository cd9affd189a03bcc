import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import type { ClientProject } from '@/entities/projects';
import { ProjectNotFound, ProjectPageSkeleton } from './project-states';
import { PROJECT_MESSAGES } from './projects-constants';
import { useProjectQuery } from './use-project-query';

/**
 * A page about one project: the project once loaded, or what to show meanwhile — its not-found
 * state, SPEC.md's 'Failed to fetch project {id}.' with a retry, or the skeleton.
 */
export function useProjectPage(
  id: string,
): { project: ClientProject; fallback: null } | { project: null; fallback: ReactNode } {
  const query = useProjectQuery(id);
  if (query.data) return { project: query.data, fallback: null };
  if (query.isNotFound) return { project: null, fallback: <ProjectNotFound /> };
  if (query.isError) {
    return {
      project: null,
      fallback: (
        <LoadError
          message={PROJECT_MESSAGES.fetchFailed(id)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ),
    };
  }
  return { project: null, fallback: <ProjectPageSkeleton /> };
}
