import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { preloadRoutes } from './preload-route';
import { appRoutes } from './routes';

export function App() {
  const [router] = useState(() => {
    const created = createBrowserRouter(appRoutes);
    // Each page's files beside its code, from index.html (the entry does not list them).
    preloadRoutes(created, window.location.pathname);
    return created;
  });
  // The query cache's provider comes with the pages that fetch (query-provider.tsx).
  return <RouterProvider router={router} />;
}
