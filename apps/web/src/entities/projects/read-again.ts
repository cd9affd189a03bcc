import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads a cached answer again because the thing changed after the answer may have been read:
 * at once when it is loaded (an answer on its way is dropped: it may be older), or as soon as it
 * lands when it is loading for the first time (the screen shows it meanwhile rather than nothing).
 */
export function readAgain(client: QueryClient, queryKey: QueryKey): void {
  const cache = client.getQueryCache();
  const query = cache.find({ queryKey, exact: true });
  if (!query) return;
  if (query.state.data !== undefined || query.state.fetchStatus === 'idle') {
    void client.invalidateQueries({ queryKey, exact: true });
    return;
  }
  const stop = cache.subscribe((event) => {
    if (event.query !== query) return;
    if (event.type === 'removed') stop();
    else if (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'error')) {
      stop();
      if (event.action.type === 'success') void client.invalidateQueries({ queryKey, exact: true });
    }
  });
}
