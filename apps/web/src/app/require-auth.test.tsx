import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth';
import { loadAuthSchemas } from '@/features/auth/auth-store';
import {
  advance,
  deferred,
  errorResponse,
  flush,
  jsonResponse,
  renderRoutes,
  resetAppState,
  serverUser,
  useFakeClock,
} from '@/test/helpers';
import { RequireAuth } from './require-auth';
import { rememberSignOutOn } from './sign-out-origin';

function LoginProbe() {
  const location = useLocation();
  return <h1>Login at {`${location.pathname}${location.search}`}</h1>;
}

const routes = [
  {
    element: <RequireAuth />,
    children: [
      { path: '/projects', element: <h1>My projects</h1> },
      { path: '/friends', element: <h1>My friends</h1> },
    ],
  },
  { path: '/login', element: <LoginProbe /> },
  { path: '/explore', element: <h1>Explore</h1> },
];

// The session check reads the server's user with the sign-in checks, loaded on first use: here
// before the tests, so each one counts only its own steps.
beforeAll(() => loadAuthSchemas());

describe('RequireAuth (SPEC.md §2.2)', () => {
  beforeEach(() => {
    resetAppState();
    useFakeClock();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows "Loading..." while the session is verified, then sends a visitor to /login?redirect= replacing history', async () => {
    const answer = deferred<Response>();
    vi.stubGlobal('fetch', vi.fn().mockReturnValue(answer.promise));
    const { router } = renderRoutes(routes, '/projects?sort=popular');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('My projects')).not.toBeInTheDocument();

    answer.resolve(errorResponse(401, 'Not signed in.'));
    await flush();

    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/projects?sort=popular');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading')).toHaveTextContent(
      'Login at /login?redirect=%2Fprojects%3Fsort%3Dpopular',
    );
  });

  it('renders the page once the session is confirmed', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ success: true, user: serverUser })));
    renderRoutes(routes, '/projects');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await flush();
    expect(screen.getByRole('heading', { name: 'My projects' })).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('verifies again each time a guarded page is opened (beyond the 2 s throttle)', async () => {
    const second = deferred<Response>();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ success: true, user: serverUser }))
      .mockReturnValueOnce(second.promise);
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(routes, '/projects');
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Within 2 s: the check is skipped and the page shows at once.
    await act(() => router.navigate('/friends'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'My friends' })).toBeInTheDocument();

    await advance(2_000);
    await act(() => router.navigate('/projects'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    second.resolve(jsonResponse({ success: true, user: serverUser }));
    await flush();
    expect(screen.getByRole('heading', { name: 'My projects' })).toBeInTheDocument();
  });

  it('sends a user whose session ended to /login on the next guarded open', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ success: true, user: serverUser }))
      .mockResolvedValueOnce(errorResponse(401, 'Not signed in.'));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(routes, '/projects');
    await flush();
    await advance(2_000);
    await act(() => router.navigate('/friends'));
    await flush();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Ffriends');
  });

  it('sends a visitor who signs out on a guarded page to plain /login, yet keeps the way back elsewhere', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ success: true, user: serverUser })));
    const { router } = renderRoutes(routes, '/projects');
    await flush();
    expect(screen.getByRole('heading', { name: 'My projects' })).toBeInTheDocument();

    // The session ends while this page is still the one on screen (the move to /login can lag).
    act(() => {
      rememberSignOutOn(router.state.location.key);
      useAuthStore.getState().clearSession(null);
    });
    await flush();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login');

    // Signed out, a guarded page opened later still leads back to it after signing in.
    await act(() => router.navigate('/friends'));
    await flush();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/login?redirect=%2Ffriends',
    );
  });
});
