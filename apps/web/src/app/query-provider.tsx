import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from './query-client';

/**
 * The app's one QueryClient for what is inside. The query library is loaded with the first part
 * that fetches (a page, the signed-in corner, the search), not before: the sign-in pages paint
 * without it. Every such part sits in one of these; all share the same client, hence one cache.
 * Under a provider already (tests give each screen its own client), that one is used.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The layout route around every page that fetches (routes.tsx). */
export function DataLayout() {
  return (
    <WithQueries>
      <Outlet />
    </WithQueries>
  );
}
