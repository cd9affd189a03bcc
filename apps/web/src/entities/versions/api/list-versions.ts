import { VERSIONS_PAGE_MAX, VersionsAnswer } from '@create-together/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { uniqueBy } from '@/lib/unique-by';
import { versionKeys } from '../version-keys';
import { type ClientVersion, mapServerVersion } from '../version-model';
import { versionsPath } from './version-path';

export interface VersionPage {
  versions: ClientVersion[];
  /** `before` of the next (older) page, or null at version 1. */
  nextBefore: number | null;
}

/** `?before=12&limit=50`: the versions numbered below `before` (the newest without it). */
export function versionsSearch(before: number | null, limit = VERSIONS_PAGE_MAX): string {
  const search = new URLSearchParams();
  if (before !== null) search.set('before', String(before));
  search.set('limit', String(limit));
  return search.toString();
}

/** GET /api/projects/{id}/versions: one page, newest first, and where the next one starts. */
export async function fetchVersionPage(
  projectId: string,
  before: number | null,
  signal?: AbortSignal,
): Promise<VersionPage> {
  const answer = await apiRequest(`${versionsPath(projectId)}?${versionsSearch(before)}`, {
    schema: VersionsAnswer,
    signal,
  });
  return { versions: answer.versions.map(mapServerVersion), nextBefore: answer.nextBefore };
}

export const versionsQueryOptions = (projectId: string) =>
  infiniteQueryOptions({
    queryKey: versionKeys.list(projectId),
    queryFn: ({ pageParam, signal }) => fetchVersionPage(projectId, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    // New versions come while the panel is closed too (an edit's burst ends two minutes after the
    // last keystroke): opening it reads the list again. While open, the room says when one is made.
    staleTime: 0,
  });

/**
 * A project's versions, newest first, a page at a time (`before` paging: a version made while
 * reading older pages never shifts them).
 */
export function useVersions(projectId: string) {
  const query = useInfiniteQuery(versionsQueryOptions(projectId));
  return {
    query,
    // A new version made between two pages' requests is on neither twice: numbers only go down.
    versions: uniqueBy(query.data?.pages.flatMap((page) => page.versions) ?? [], (version) => version.id),
  };
}
