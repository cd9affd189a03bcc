import { Outlet, type RouteObject, useLocation } from 'react-router';
import { Toaster } from '@/components/toast/toaster';
import { mapServerUser, useAuthStore } from '@/features/auth';
import { type fakeServer, serverUser } from '@/test/helpers';

/** The JSON bodies sent to `METHOD /path`. */
export function callsTo(fetchMock: ReturnType<typeof fakeServer>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

export function signIn(user: Parameters<typeof mapServerUser>[0] = serverUser) {
  useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(user) });
}

/** A stand-in page that says where the router is. */
export function Where() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

/** Pages under a layout with the toaster, as the app shows them (guard-free: tests sign in). */
export function withToaster(children: RouteObject[]): RouteObject[] {
  return [
    {
      element: (
        <>
          <Outlet />
          <Toaster />
        </>
      ),
      children,
    },
  ];
}
