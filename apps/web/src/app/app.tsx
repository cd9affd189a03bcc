import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from './query-client';
import { appRoutes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
