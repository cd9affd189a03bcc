import { act, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/toast/toast-store';
import { AUTH_MESSAGES, useAuthStore } from '@/features/auth';
import {
  advance,
  errorResponse,
  flush,
  jsonResponse,
  renderRoutes,
  resetAppState,
  serverUser,
  useFakeClock,
} from '@/test/helpers';
import { ROUTE_CHANGE_SPINNER_MS } from './navigation-constants';
import { RootLayout } from './root-layout';

function Links() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/other')}>
      Go
    </button>
  );
}

const routes = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Links /> },
      { path: '/other', element: <h1>Other</h1> },
    ],
  },
];

describe('RootLayout', () => {
  beforeEach(() => {
    resetAppState();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('an unreadable stored session: checks the cookie, and only if that fails says it could not load the session', async () => {
    localStorage.setItem('ct:auth', '{broken');
    await useAuthStore.persist.rehydrate();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(errorResponse(401, 'Not signed in.')));
    renderRoutes(routes);
    await flush();
    expect(useToastStore.getState().toasts.map((t) => [t.type, t.message])).toEqual([
      ['warning', AUTH_MESSAGES.sessionLoadFailed],
    ]);
  });

  it('an unreadable stored session with a good cookie: signed in again, no warning', async () => {
    localStorage.setItem('ct:auth', '{broken');
    await useAuthStore.persist.rehydrate();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ success: true, user: serverUser })));
    renderRoutes(routes);
    // The server's user is read with the sign-in checks, which are loaded on first use.
    await waitFor(() =>
      expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, error: null }),
    );
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('a visitor who was not signed in causes no session request on a public page', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the brief route-change spinner on a route change', async () => {
    useFakeClock();
    vi.stubGlobal('fetch', vi.fn());
    renderRoutes(routes);
    expect(screen.queryByTestId('route-change-spinner')).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Go' }).click());
    expect(screen.getByRole('heading', { name: 'Other' })).toBeInTheDocument();
    expect(screen.getByTestId('route-change-spinner')).toBeInTheDocument();
    expect(ROUTE_CHANGE_SPINNER_MS).toBeGreaterThanOrEqual(100);
    expect(ROUTE_CHANGE_SPINNER_MS).toBeLessThanOrEqual(300);
    await advance(ROUTE_CHANGE_SPINNER_MS);
    expect(screen.queryByTestId('route-change-spinner')).not.toBeInTheDocument();
  });
});
