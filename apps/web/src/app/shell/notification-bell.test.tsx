import type { Notification } from '@create-together/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '@/components/toast/toast-store';
import {
  flattenNotifications,
  type NotificationsData,
  notificationKeys,
  useUnreadNotifications,
} from '@/entities/notifications';
import { useAuthStore } from '@/features/auth';
import { mapServerUser } from '@/features/auth/map-user';
import { NotificationsPage } from '@/features/notifications/notifications-page';
import { RealtimeProvider } from '@/hooks/realtime';
import { RealtimeConnection } from '@/lib/realtime/connection';
import { fakeSocketFactory } from '@/test/fake-socket';
import { fakeServer, jsonResponse, renderRoutes, resetAppState, serverUser } from '@/test/helpers';
import { loadDeferredShell } from './deferred-shell';
import { MainShell } from './main-shell';

// The top bar's menus, search and account corner, as they are once their code has arrived.
beforeAll(() => loadDeferredShell());

const note = (id: string, read = false): Notification => ({
  notificationId: id,
  type: 'friend_request',
  title: `Notification ${id}`,
  body: '',
  link: '/friends',
  read,
  createdAt: 1_746_100_000,
});

let factory: ReturnType<typeof fakeSocketFactory>;

const routes = [
  {
    element: (
      <RealtimeProvider
        userId="u1"
        createConnection={() => new RealtimeConnection({ createSocket: factory.createSocket })}
      >
        <Outlet />
      </RealtimeProvider>
    ),
    children: [
      {
        element: <MainShell />,
        children: [
          { path: '/explore', element: <h1>Explore</h1> },
          { path: '/notifications', element: <NotificationsPage /> },
        ],
      },
    ],
  },
];

function serve(unreadCount: number, notifications: Notification[] = [note('n1')]) {
  return fakeServer({
    'GET /api/notifications': () =>
      jsonResponse({ success: true, notifications, unreadCount, nextCursor: null }),
    'POST /api/notifications/read': () => jsonResponse({ success: true, unreadCount: 0 }),
  });
}

const badge = () => screen.queryByTestId('notification-badge');
const push = (notification: Notification, unreadCount: number) =>
  act(() => factory.latest.receive({ type: 'new_notification', notification, unreadCount }));
const toasts = () => useToastStore.getState().toasts.map((t) => [t.type, t.message]);

describe('the notification badge', () => {
  beforeEach(() => {
    resetAppState();
    useUnreadNotifications.setState({ unreadCount: 0, countedAt: Number.NEGATIVE_INFINITY });
    useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(serverUser) });
    factory = fakeSocketFactory();
  });

  it("shows the server's unread count from sign-in on", async () => {
    serve(4);
    renderRoutes(routes, '/explore');
    expect(await screen.findByRole('link', { name: 'Notifications (4 unread)' })).toBeInTheDocument();
    expect(badge()).toHaveTextContent('4');
  });

  it('is hidden at zero, follows new_notification frames, caps at 9+, toasts and updates the list', async () => {
    serve(0);
    const { queryClient } = renderRoutes(routes, '/explore');
    await screen.findByRole('link', { name: 'Notifications' });
    expect(badge()).not.toBeInTheDocument();
    act(() => factory.latest.accept());

    push(note('n2'), 1);
    expect(badge()).toHaveTextContent('1');
    expect(toasts()).toEqual([['info', 'Notification n2']]);
    const cached = queryClient.getQueryData<NotificationsData>(notificationKeys.list());
    expect(flattenNotifications(cached).map((n) => n.id)).toEqual(['n2', 'n1']);

    push(note('n3'), 12);
    expect(badge()).toHaveTextContent('9+');
    // The name says the count as the badge shows it (WCAG 2.5.3: the visible text is in the name).
    expect(screen.getByRole('link', { name: 'Notifications (9+ unread)' })).toBeInTheDocument();
  });

  it('on /notifications a new one joins the list without a toast; marking all read hides the badge', async () => {
    serve(1);
    const user = userEvent.setup();
    renderRoutes(routes, '/notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(badge()).toHaveTextContent('1');
    act(() => factory.latest.accept());

    push(note('n2'), 2);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(toasts()).toEqual([]);
    expect(badge()).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(badge()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('asks again once the socket is live: what came before it signed in is not missed', async () => {
    let unread = 0;
    fakeServer({
      'GET /api/notifications': () =>
        jsonResponse({ success: true, notifications: [note('n1')], unreadCount: unread, nextCursor: null }),
    });
    renderRoutes(routes, '/explore');
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    unread = 1; // made between the first fetch and the socket's sign-in: no frame carries it
    act(() => factory.latest.accept());
    expect(await screen.findByRole('link', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
  });

  it('follows notifications read in another tab (notifications_read)', async () => {
    serve(3);
    renderRoutes(routes, '/explore');
    expect(await screen.findByRole('link', { name: 'Notifications (3 unread)' })).toBeInTheDocument();
    act(() => factory.latest.accept());
    act(() => factory.latest.receive({ type: 'notifications_read', unreadCount: 1 }));
    expect(badge()).toHaveTextContent('1');
    act(() => factory.latest.receive({ type: 'notifications_read', unreadCount: 0 }));
    expect(badge()).not.toBeInTheDocument();
  });
});
