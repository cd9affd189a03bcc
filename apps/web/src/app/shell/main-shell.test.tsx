import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { badgeText, useUnreadNotifications } from '@/entities/notifications';
import { useAuthStore } from '@/features/auth';
import { mapServerUser } from '@/features/auth/map-user';
import { fakeServer, jsonResponse, renderRoutes, resetAppState, serverUser } from '@/test/helpers';
import { RequireAuth } from '../require-auth';
import { loadDeferredShell } from './deferred-shell';
import { MainShell } from './main-shell';
import { usesNarrowLayout, widensOnDesktop } from './nav-config';

// The top bar's menus, search and account corner, as they are once their code has arrived.
beforeAll(() => loadDeferredShell());

function Page({ title }: { title: string }) {
  const { pathname } = useLocation();
  return (
    <h1>
      {title} at {pathname}
    </h1>
  );
}

const routes = [
  {
    element: <MainShell />,
    children: [
      { path: '/', element: <Page title="Home" /> },
      { path: '/explore', element: <Page title="Explore" /> },
      { path: '/settings', element: <Page title="Settings" /> },
      { element: <RequireAuth />, children: [{ path: '/onboarding', element: <Page title="Onboarding" /> }] },
      { path: '/messages/:id', element: <Page title="Conversation" /> },
      { path: '/profile', element: <Page title="Profile" /> },
    ],
  },
  { path: '/login', element: <Page title="Sign in" /> },
];

const signIn = () => useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(serverUser) });

describe('main shell', () => {
  beforeEach(() => {
    resetAppState();
    useUnreadNotifications.setState({ unreadCount: 0, countedAt: Number.NEGATIVE_INFINITY });
  });

  it('has the landmarks, the logo link home and a Sign In link when signed out', () => {
    renderRoutes(routes, '/explore');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Together home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('uses the narrower layout on the routes SPEC.md lists', async () => {
    const { router, container } = renderRoutes(routes, '/explore');
    const layout = () => container.querySelector('[data-layout]')?.getAttribute('data-layout');
    expect(layout()).toBe('wide');
    await act(() => router.navigate('/settings'));
    expect(layout()).toBe('narrow');
    await act(() => router.navigate('/messages/42'));
    expect(layout()).toBe('narrow');
    await act(() => router.navigate('/'));
    expect(layout()).toBe('full');
  });

  it('widens the narrow inbox on a desktop only, for its two panes (decision 0019)', async () => {
    const { router, container } = renderRoutes(routes, '/messages/42');
    const page = () => container.querySelector('[data-layout]');
    expect(page()).toHaveAttribute('data-layout', 'narrow');
    expect(page()).toHaveAttribute('data-desktop-layout', 'wide');
    expect(page()?.className).toMatch(/(^| )max-w-3xl( |$)/);
    expect(page()?.className).toMatch(/(^| )lg:max-w-7xl( |$)/);
    await act(() => router.navigate('/settings'));
    expect(page()).toHaveAttribute('data-layout', 'narrow');
    expect(page()).not.toHaveAttribute('data-desktop-layout');
    expect(page()?.className).not.toMatch(/lg:max-w/);
    expect(widensOnDesktop('/messages')).toBe(true);
    expect(widensOnDesktop('/messagesx')).toBe(false);
    expect(usesNarrowLayout('/messages')).toBe(true);
  });

  it('has the grouped menu, the five collapsible groups and their sub-links', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/explore');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // Top-level entries of each section (sub-lists are closed or hidden in the collapsed rail).
    const topLinks = (section: string) =>
      within(within(nav).getByRole('list', { name: section }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(topLinks('Discovery')).toEqual(['Explore', 'Queue']);
    expect(topLinks('Workspace')).toEqual(['Projects', 'Workspace']);
    expect(topLinks('Network')).toEqual(['Friends', 'Collectives', 'Community']);
    expect(within(nav).getByRole('link', { name: 'Workspace' })).toHaveAttribute(
      'href',
      '/workspace/default',
    );

    // Hovering expands the rail; the group of the current page is open.
    await user.hover(nav);
    for (const group of ['Explore', 'Queue', 'Projects', 'Friends', 'Community']) {
      expect(within(nav).getByRole('button', { name: `${group} links` })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('button', { name: 'Explore links' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(nav).getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library');

    const queueToggle = within(nav).getByRole('button', { name: 'Queue links' });
    expect(queueToggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(queueToggle);
    expect(queueToggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Tournament' })).toHaveAttribute(
      'href',
      '/queue/tournament',
    );

    // Every name in the menu leads to exactly one place.
    for (const toggle of within(nav).getAllByRole('button', { expanded: false })) await user.click(toggle);
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(new Set(names).size).toBe(names.length);
  });

  it('mobile slide-over: opens as the "Navigation" dialog and closes when navigating, even to the same path', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/explore');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    let dialog = screen.getByRole('dialog', { name: 'Navigation' });
    await user.click(within(dialog).getByRole('link', { name: 'Explore' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/explore');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    dialog = screen.getByRole('dialog', { name: 'Navigation' });
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('signed in', () => {
    beforeEach(signIn);

    it('shows the profile link with the username', () => {
      renderRoutes(routes, '/explore');
      expect(screen.getByRole('link', { name: 'ada' })).toHaveAttribute('href', '/profile');
      expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    });

    it('caps the notification badge at "9+" and hides it at zero', () => {
      expect(badgeText(0)).toBeNull();
      expect(badgeText(9)).toBe('9');
      expect(badgeText(10)).toBe('9+');
      renderRoutes(routes, '/explore');
      expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();

      act(() => useUnreadNotifications.getState().setUnreadCount(3));
      expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
      act(() => useUnreadNotifications.getState().setUnreadCount(27));
      expect(screen.getByTestId('notification-badge')).toHaveTextContent('9+');
      expect(screen.getByRole('link', { name: 'Notifications (9+ unread)' })).toBeInTheDocument();
    });

    it('opens the account menu on hover with its five entries', async () => {
      const user = userEvent.setup();
      renderRoutes(routes, '/explore');
      await user.hover(screen.getByRole('button', { name: 'Account menu' }));
      const menu = await screen.findByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Notifications', 'Library', 'Beta', 'Settings', 'Sign out']);
    });

    it('opens by keyboard too', async () => {
      const user = userEvent.setup();
      renderRoutes(routes, '/explore');
      screen.getByRole('button', { name: 'Account menu' }).focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    });

    it('Sign out calls POST /api/user/logout, clears the session and lands on /login', async () => {
      const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ success: true }));
      vi.stubGlobal('fetch', fetchMock);
      useUnreadNotifications.setState({ unreadCount: 4 });
      const user = userEvent.setup();
      const { router, queryClient } = renderRoutes(routes, '/explore');
      queryClient.setQueryData(['me', 'projects'], ['secret']);

      await user.click(screen.getByRole('button', { name: 'Account menu' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

      expect(fetchMock).toHaveBeenCalledWith('/api/user/logout', expect.objectContaining({ method: 'POST' }));
      expect(router.state.location.pathname).toBe('/login');
      expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null });
      expect(useUnreadNotifications.getState().unreadCount).toBe(0);
      expect(queryClient.getQueryData(['me', 'projects'])).toBeUndefined();
      expect(JSON.parse(localStorage.getItem('ct:auth') ?? '{}').data.state.isAuthenticated).toBe(false);
    });

    it('Sign out on a guarded page lands on plain /login, not on a sign-in back to that page', async () => {
      fakeServer({
        'GET /api/user/me': () => jsonResponse({ success: true, user: serverUser }),
        'POST /api/user/logout': () => jsonResponse({ success: true }),
      });
      const user = userEvent.setup();
      const { router } = renderRoutes(routes, '/onboarding');
      await screen.findByRole('heading', { name: 'Onboarding at /onboarding' });
      const visited: string[] = [];
      router.subscribe(({ location }) => visited.push(location.pathname + location.search));

      await user.click(screen.getByRole('button', { name: 'Account menu' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

      expect(await screen.findByRole('heading', { name: 'Sign in at /login' })).toBeInTheDocument();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(visited.filter((path) => path !== '/login')).toEqual([]);
    });
  });
});
