import type { Media } from '@create-together/contract';
import { Outlet, type RouteObject, useLocation } from 'react-router';
import { Toaster } from '@/components/toast/toaster';
import { mapServerUser, useAuthStore } from '@/features/auth';
import { type FakeHandler, fakeServer, jsonResponse, renderRoutes, serverUser } from '@/test/helpers';
import { LibraryPage } from './library-page';

export function signIn() {
  useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(serverUser) });
}

function Where() {
  const location = useLocation();
  return <p>Now at {`${location.pathname}${location.search}`}</p>;
}

const routes: RouteObject[] = [
  {
    element: (
      <>
        <Outlet />
        <Toaster />
        <Where />
      </>
    ),
    children: [
      { path: '/library', element: <LibraryPage /> },
      { path: '/login', element: null },
    ],
  },
];

export const renderLibrary = (path = '/library') => renderRoutes(routes, path);

/** GET /api/media's answer: one page of `media`, then `nextCursor`. */
export const mediaPage =
  (media: Media[], nextCursor: string | null = null): FakeHandler =>
  () =>
    jsonResponse({ success: true, media, nextCursor });

/** The paths GET /api/media was called with, in order. */
export function listCalls(fetchMock: ReturnType<typeof fakeServer>): string[] {
  return fetchMock.mock.calls
    .map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)
    .filter((call) => call.startsWith('GET /api/media?'))
    .map((call) => call.slice(4));
}

/** The JSON bodies sent to `METHOD /path`. */
export function bodiesOf(fetchMock: ReturnType<typeof fakeServer>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

export { fakeServer };
