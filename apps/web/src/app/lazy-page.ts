import type { ComponentType } from 'react';
import { NAVIGATION_RETRIES, NAVIGATION_RETRY_DELAY_MS } from './navigation-constants';

/** A page's code could not be loaded after every attempt. */
export class NavigationFailedError extends Error {
  override readonly name = 'NavigationFailedError';
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `importer`, and after a failure retries it up to NAVIGATION_RETRIES times, pausing longer each time. */
export async function importWithRetry<T>(
  importer: () => Promise<T>,
  retries = NAVIGATION_RETRIES,
): Promise<T> {
  const attempts = 1 + retries;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await importer();
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await wait(NAVIGATION_RETRY_DELAY_MS * attempt);
    }
  }
  throw new NavigationFailedError('This page could not be loaded.', { cause: lastError });
}

/**
 * A route's `lazy` for a page module: `lazyPage(() => import('./x-page'), (m) => m.XPage)`.
 * React Router caches the result per route, so retries happen here, inside one load.
 */
export function lazyPage<M>(importer: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await importWithRetry(importer)) });
}
