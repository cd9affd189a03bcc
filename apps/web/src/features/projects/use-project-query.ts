import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ClientProject, projectQueryOptions } from '@/entities/projects';
import { ApiError } from '@/lib/api-error';

export type ProjectQuery = Omit<UseQueryResult<ClientProject>, 'data'> & {
  /** The project; undefined while loading and after a failed fetch (SPEC.md §8). */
  data: ClientProject | undefined;
  /** The server answered 404: no such project, or a private one the caller may not see. */
  isNotFound: boolean;
};

/**
 * The project shown on a page. SPEC.md §8: "a failed fetch clears the active project if it was
 * that one" — TanStack Query keeps the last data after a failed refetch; this hook does not
 * show it, so a project that became private or was removed does not linger on screen.
 */
export function useProjectQuery(id: string | undefined): ProjectQuery {
  const query = useQuery({ ...projectQueryOptions(id ?? ''), enabled: Boolean(id) });
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  return { ...query, data: query.isError ? undefined : query.data, isNotFound };
}
