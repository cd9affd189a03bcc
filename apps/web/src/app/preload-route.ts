import type { DataRouter } from 'react-router';

declare global {
  interface Window {
    /**
     * Asks for the files of the page at `pathname` that are not asked for yet, from index.html's
     * route preloads (public/first-frame.js; absent in development, where nothing is built).
     */
    __preloadRoute?: (pathname: string) => void;
  }
}

/**
 * Asks for each page's files as the router starts and as it navigates, beside the page's import.
 * The build leaves the route pages' files out of the lists Vite writes beside each dynamic import
 * (build/route-preloads.ts `preloadDependencies`): the entry would carry every page's list, and
 * index.html has them already. Returns what stops it.
 */
export function preloadRoutes(router: Pick<DataRouter, 'subscribe'>, pathname: string): () => void {
  const preload = globalThis.window?.__preloadRoute;
  if (!preload) return () => {};
  preload(pathname);
  return router.subscribe(({ navigation }) => {
    if (navigation.location) preload(navigation.location.pathname);
  });
}
