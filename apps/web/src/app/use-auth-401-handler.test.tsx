import { act, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/toast/toast-store';
import { useAuthStore } from '@/features/auth';
import { AUTH_401_EVENT } from '@/lib/auth-events';
import { advance, renderRoutes, resetAppState, useFakeClock } from '@/test/helpers';
import { useAuth401Handler } from './use-auth-401-handler';

function Root() {
  useAuth401Handler();
  return <Outlet />;
}

const routes = [
  {
    element: <Root />,
    children: [
      { path: '/library', element: <h1>Library</h1> },
      { path: '/login', element: <h1>Sign in</h1> },
    ],
  },
];

const fire = () =>
  act(() => {
    window.dispatchEvent(new CustomEvent(AUTH_401_EVENT));
  });

describe('the app:auth-401 handler (SPEC.md §4)', () => {
  beforeEach(() => {
    resetAppState();
    useFakeClock();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('toasts "Session expired. Please log in again." and goes to /login — at most once per 2 s', async () => {
    useAuthStore.setState({ isAuthenticated: true, user: null });
    const { router } = renderRoutes(routes, '/library');
    const navigate = vi.spyOn(router, 'navigate');

    fire();
    fire();
    expect(useToastStore.getState().toasts).toHaveLength(1);
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      type: 'error',
      message: 'Session expired. Please log in again.',
    });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Flibrary');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);

    await advance(1_999);
    fire();
    expect(useToastStore.getState().toasts).toHaveLength(1);

    await act(() => router.navigate('/library'));
    navigate.mockClear();
    await advance(1);
    fire();
    expect(useToastStore.getState().toasts.length).toBeGreaterThanOrEqual(1);
    expect(useToastStore.getState().toasts.at(-1)?.message).toBe('Session expired. Please log in again.');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/login');
  });
});
