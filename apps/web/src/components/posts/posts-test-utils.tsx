import { Outlet } from 'react-router';
import { Toaster } from '@/components/toast/toaster';
import { mapServerUser, useAuthStore } from '@/features/auth';
import { type FakeHandler, fakeServer, jsonResponse, renderRoutes, serverUser } from '@/test/helpers';
import { PostComposer } from './post-composer';
import { PostList } from './post-list';

/** GET /api/posts as the list asks for everyone's newest posts. */
export const ALL_POSTS = 'GET /api/posts?sort=recent&limit=20';

/** The JSON bodies sent to `METHOD /path`. */
export function callsTo(fetchMock: ReturnType<typeof fakeServer>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

export const page = (posts: unknown[], nextCursor: string | null = null) =>
  jsonResponse({ success: true, posts, nextCursor });

/** Signs in as serverUser (Ada, u1) and returns her as the post components see her. */
export function signIn() {
  const user = mapServerUser(serverUser);
  useAuthStore.setState({ isAuthenticated: true, user });
  return user;
}

/**
 * Everyone's newest posts at /feed, as the pages show them: the composer when signed in, then the
 * list; the toaster too.
 */
export function renderFeed(handlers: Record<string, FakeHandler>) {
  const fetchMock = fakeServer(handlers);
  const viewer = useAuthStore.getState().user;
  const view = renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: [
          {
            path: '/feed',
            element: (
              <>
                {viewer ? <PostComposer viewer={viewer} /> : null}
                <PostList params={{}} viewer={viewer} empty={<p>Nothing posted.</p>} />
              </>
            ),
          },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    '/feed',
  );
  return { fetchMock, ...view };
}
