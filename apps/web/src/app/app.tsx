import { type DataRouter, RouterProvider } from 'react-router';

/** The app: the router made in main.tsx (createAppRouter), and everything it routes to. */
export function App({ router }: { router: DataRouter }) {
  // The query cache's provider comes with the pages that fetch (query-provider.tsx).
  return <RouterProvider router={router} />;
}
