import type { QueryClient } from '@tanstack/react-query';
import type { ClientCollective } from './api/get-collective';
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

/** A collective just made or saved: its page opens from the answer, and the lists ask again. */
export function storeCollective(queryClient: QueryClient, collective: ClientCollective) {
  queryClient.setQueryData(collectiveKeys.detail(collective.collectiveId), collective);
  return queryClient.invalidateQueries({ queryKey: collectiveKeys.lists() });
}

/**
 * A deleted collective's page is forgotten — once its screens are left, since a page still showing
 * it would ask for it again (and hear 404).
 */
export const forgetCollective = (queryClient: QueryClient, id: string) =>
  queryClient.removeQueries({ queryKey: collectiveKeys.detail(id) });
