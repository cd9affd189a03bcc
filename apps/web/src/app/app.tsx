import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appRoutes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  // The query cache's provider comes with the pages that fetch (query-provider.tsx).
  return <RouterProvider router={router} />;
}
