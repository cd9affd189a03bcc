import type { QueryClient } from '@tanstack/react-query';
import { collectiveKeys } from './collective-keys';

/**
 * After joining or leaving, without guessing: whatever the answer — done, or refused because it
 * was already so (another tab) — the page and the lists ask the server again at once.
 */
export const refreshCollective = (queryClient: QueryClient, id: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: collectiveKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: collectiveKeys.lists() }),
  ]);
