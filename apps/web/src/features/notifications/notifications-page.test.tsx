import type { Notification } from '@create-together/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '@/components/toast/toast-store';
import { NOTIFICATION_MESSAGES, useUnreadNotifications } from '@/entities/notifications';
import { useAuthStore } from '@/features/auth';
import { mapServerUser } from '@/features/auth/map-user';
import {
  errorResponse,
  type FakeHandler,
  fakeServer,
  jsonResponse,
  renderRoutes,
  resetAppState,
  serverUser,
} from '@/test/helpers';
import { NotificationsPage } from './notifications-page';

const hoursAgo = (hours: number) => Math.floor(Date.now() / 1000) - hours * 3600;

const n1: Notification = {
  notificationId: 'n1',
  type: 'friend_request',
  title: 'grace sent you a friend request',
  body: '',
  link: '/friends',
  read: false,
  createdAt: hoursAgo(2),
};
const n2: Notification = {
  notificationId: 'n2',
  type: 'contribution_merged',
  title: 'Your contribution was merged',
  body: 'Night Drive',
  link: '/projects/p1',
  read: true,
  createdAt: hoursAgo(30),
};
const n3: Notification = {
  notificationId: 'n3',
  type: 'missed_call',
  title: 'You missed a call from grace',
  body: '',
  link: null,
  read: false,
  createdAt: hoursAgo(24 * 10),
};

const routes = [
  { path: '/notifications', element: <NotificationsPage /> },
  { path: '/friends', element: <h1>Friends page</h1> },
  { path: '/projects/:id', element: <h1>Project page</h1> },
];

const page = (notifications: Notification[], unreadCount: number, nextCursor: string | null = null) =>
  jsonResponse({ success: true, notifications, unreadCount, nextCursor });

function serve(handlers: Record<string, FakeHandler> = {}) {
  const reads: unknown[] = [];
  const fetchMock = fakeServer({
    'GET /api/notifications': () => page([n1, n2], 2, 'cursor-2'),
    'GET /api/notifications?cursor=cursor-2': () => page([n3], 2),
    'POST /api/notifications/read': (init) => {
      const body = JSON.parse(String(init?.body)) as { ids?: string[] };
      reads.push(body);
      return jsonResponse({ success: true, unreadCount: body.ids ? 1 : 0 });
    },
    ...handlers,
  });
  return { fetchMock, reads };
}

const items = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
const readStates = () => items().map((item) => item.getAttribute('data-read'));

describe('/notifications', () => {
  beforeEach(() => {
    resetAppState();
    useUnreadNotifications.setState({ unreadCount: 0, countedAt: Number.NEGATIVE_INFINITY });
    useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(serverUser) });
  });

  it('asks a signed-out visitor to sign in, and fetches nothing', () => {
    useAuthStore.setState({ isAuthenticated: false, user: null });
    const { fetchMock } = serve();
    renderRoutes(routes, '/notifications');
    expect(screen.getByRole('heading', { name: 'Sign in to see your notifications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fnotifications',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists them newest first, unread ones marked, each linking to its cause with a relative time', async () => {
    serve();
    renderRoutes(routes, '/notifications');
    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications...');
    await screen.findByRole('list', { name: 'Notifications' });

    expect(items().map((item) => item.querySelector('p')?.textContent)).toEqual([
      'grace sent you a friend request (unread)',
      'Your contribution was merged',
    ]);
    expect(readStates()).toEqual(['false', 'true']);
    expect(screen.getByRole('link', { name: /grace sent you a friend request/ })).toHaveAttribute(
      'href',
      '/friends',
    );
    expect(screen.getByRole('link', { name: 'Your contribution was merged' })).toHaveAttribute(
      'href',
      '/projects/p1',
    );
    expect(within(items()[0] as HTMLElement).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(items()[1] as HTMLElement).getByText('yesterday')).toBeInTheDocument();
    expect(screen.getByText(/^2 unread\./)).toBeInTheDocument();
  });

  it('"Mark all as read" marks every one read', async () => {
    const { reads } = serve();
    const user = userEvent.setup();
    renderRoutes(routes, '/notifications');
    await screen.findByRole('list', { name: 'Notifications' });

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(reads).toEqual([{}]);
    expect(readStates()).toEqual(['true', 'true']);
    await waitFor(() => expect(useUnreadNotifications.getState().unreadCount).toBe(0));
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('opening one marks it read and goes to its cause', async () => {
    const { reads } = serve();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/notifications');
    await screen.findByRole('list', { name: 'Notifications' });

    await user.click(screen.getByRole('link', { name: /grace sent you a friend request/ }));
    expect(router.state.location.pathname).toBe('/friends');
    await waitFor(() => expect(reads).toEqual([{ ids: ['n1'] }]));
    expect(useUnreadNotifications.getState().unreadCount).toBe(1);
  });

  it('an already read one is opened without a call', async () => {
    const { reads } = serve();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/notifications');
    await user.click(await screen.findByRole('link', { name: 'Your contribution was merged' }));
    expect(router.state.location.pathname).toBe('/projects/p1');
    expect(reads).toEqual([]);
  });

  it('loads older ones with the cursor; one without a link is marked read by its button', async () => {
    const { fetchMock, reads } = serve();
    const user = userEvent.setup();
    renderRoutes(routes, '/notifications');
    await screen.findByRole('list', { name: 'Notifications' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('You missed a call from grace');
    expect(fetchMock).toHaveBeenCalledWith('/api/notifications?cursor=cursor-2', expect.anything());
    expect(items()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText("You've reached the first notification.")).toBeInTheDocument();

    expect(screen.queryByRole('link', { name: /You missed a call/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark "You missed a call from grace" as read' }));
    expect(reads).toEqual([{ ids: ['n3'] }]);
    expect(readStates()).toEqual(['false', 'true', 'true']);
  });

  it('shows an empty state', async () => {
    serve({ 'GET /api/notifications': () => page([], 0) });
    renderRoutes(routes, '/notifications');
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    serve({
      'GET /api/notifications': () => (fail ? errorResponse(500, 'Database down.') : page([n1], 1)),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/notifications');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NOTIFICATION_MESSAGES.loadFailed);
    expect(alert).toHaveTextContent('Database down.');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('a failed mark-read says so and shows the server state again', async () => {
    serve({ 'POST /api/notifications/read': () => errorResponse(500, 'Nope.') });
    const user = userEvent.setup();
    renderRoutes(routes, '/notifications');
    await screen.findByRole('list', { name: 'Notifications' });
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([
        NOTIFICATION_MESSAGES.markReadFailed,
      ]),
    );
    await waitFor(() => expect(readStates()).toEqual(['false', 'true']));
    expect(useUnreadNotifications.getState().unreadCount).toBe(2);
  });
});
