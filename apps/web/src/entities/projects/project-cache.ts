import type { Query, QueryClient } from '@tanstack/react-query';
import { projectKeys } from './project-keys';

/**
 * SPEC.md §9 "Project cache": an entry is fresh for 5 minutes (`PROJECT_STALE_MS`, the
 * staleTime of `projectQueryOptions`) and the cache holds at most 100 projects, dropping the
 * oldest. Only project *detail* queries count; lists, comments and contributions do not.
 */
export const PROJECT_CACHE_MAX = 100;

const DETAIL_PREFIX = projectKeys.details();

export function isProjectDetailQuery(query: Pick<Query, 'queryKey'>): boolean {
  const key = query.queryKey;
  return key.length === DETAIL_PREFIX.length + 1 && DETAIL_PREFIX.every((part, i) => key[i] === part);
}

/**
 * Keeps at most `max` project detail entries in `queryClient`'s cache. "Oldest" is the least
 * recently used: the entry longest without being added, fetched, written or shown. An entry on
 * screen (with an observer) is never dropped, nor the one just added. Returns the unsubscribe.
 *
 * Call once where the app's QueryClient is made (app/query-client.ts).
 */
export function installProjectCacheLimit(queryClient: QueryClient, max = PROJECT_CACHE_MAX): () => void {
  const cache = queryClient.getQueryCache();
  const lastUsed = new Map<string, number>();
  let clock = 0;
  const touch = (query: Query) => lastUsed.set(query.queryHash, ++clock);
  const details = () => cache.getAll().filter(isProjectDetailQuery);

  // Entries already there count too, in the order they were added.
  for (const query of details()) touch(query);

  let trimming = false;
  const trim = (keep?: Query) => {
    if (trimming) return;
    const all = details();
    let excess = all.length - max;
    if (excess <= 0) return;
    trimming = true;
    try {
      const candidates = all
        .filter((query) => query !== keep && query.getObserversCount() === 0)
        .sort((a, b) => (lastUsed.get(a.queryHash) ?? 0) - (lastUsed.get(b.queryHash) ?? 0));
      for (const query of candidates) {
        if (excess <= 0) break;
        cache.remove(query);
        excess -= 1;
      }
    } finally {
      trimming = false;
    }
  };

  return cache.subscribe((event) => {
    const { query } = event;
    if (!isProjectDetailQuery(query)) return;
    switch (event.type) {
      case 'added':
        touch(query);
        trim(query);
        break;
      case 'removed':
        lastUsed.delete(query.queryHash);
        break;
      case 'observerAdded':
        touch(query);
        break;
      case 'observerRemoved':
        // An entry that left the screen may now be dropped.
        trim();
        break;
      case 'updated':
        if (event.action.type === 'success') touch(query);
        break;
    }
  });
}
