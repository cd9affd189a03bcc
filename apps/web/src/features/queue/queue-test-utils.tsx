import type { Notification, Project, QueueEntry, QueueSession } from '@create-together/contract';
import { act } from '@testing-library/react';
import { Outlet } from 'react-router';
import { mapServerUser, useAuthStore } from '@/features/auth';
import { RealtimeProvider } from '@/hooks/realtime';
import { RealtimeConnection } from '@/lib/realtime/connection';
import { fakeSocketFactory } from '@/test/fake-socket';
import {
  type FakeHandler,
  fakeServer,
  jsonResponse,
  renderRoutes,
  serverProject,
  serverUser,
} from '@/test/helpers';
import { QueuePage } from './queue-pages';

export const NOW_S = Math.floor(Date.now() / 1000);

/** A waiting entry as GET /api/queue and POST /api/queue send it. */
export function serverEntry(overrides: Partial<QueueEntry> = {}): QueueEntry {
  return {
    entryId: 'e1',
    teamSize: 3,
    duration: 'day',
    settings: { key: 'A minor', bpm: 90, style: 'chill-hop' },
    state: 'waiting',
    createdAt: NOW_S - 120,
    ...overrides,
  };
}

const member = (userId: string, username: string, fullName: string, role: 'owner' | 'contributor') => ({
  userId,
  username,
  fullName,
  avatarUrl: null,
  role,
});

/** A Trio's session project with its three members. */
export function sessionProject(overrides: Partial<Project> = {}): Project {
  return serverProject({
    projectId: 'p9',
    name: 'Trio Session: chill-hop in A minor, 90 bpm',
    ownerUserId: 'u2',
    owner: { userId: 'u2', username: 'grace', avatarUrl: null },
    requiredSkills: ['chill-hop'],
    requiredSkillsJson: '["chill-hop"]',
    userRoleInProject: 'contributor',
    contributors: [
      member('u2', 'grace', 'Grace Hopper', 'owner'),
      member('u1', 'ada', 'Ada Lovelace', 'contributor'),
      member('u3', 'alan', 'Alan Turing', 'contributor'),
    ],
    ...overrides,
  });
}

/** A session as GET /api/queue/sessions sends it: running, 90 minutes left. */
export function serverSession(overrides: Partial<QueueSession> = {}): QueueSession {
  return {
    teamSize: 3,
    duration: 'day',
    settings: { key: 'A minor', bpm: 90, style: 'chill-hop' },
    matchedAt: NOW_S - 3600,
    endsAt: NOW_S + 90 * 60,
    state: 'running',
    project: sessionProject(),
    ...overrides,
  };
}

export const matchedNotification = (projectId = 'p9'): Notification => ({
  notificationId: 'n1',
  type: 'queue_matched',
  title: 'Your Trio session is ready',
  body: 'Trio Session: chill-hop in A minor, 90 bpm',
  link: `/workspace/${projectId}`,
  read: false,
  createdAt: NOW_S,
});

export const signIn = () => useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(serverUser) });

/** Default answers: not waiting, no sessions, no projects; `handlers` replace them. */
export function renderQueue(handlers: Record<string, FakeHandler> = {}, path = '/queue') {
  const sockets = fakeSocketFactory();
  const fetchMock = fakeServer({
    'GET /api/queue': () => jsonResponse({ success: true, entry: null, compatibleWaiting: 0 }),
    'GET /api/queue/sessions': () => jsonResponse({ success: true, sessions: [] }),
    'GET /api/queue/projects': () => jsonResponse({ success: true, projects: [] }),
    ...handlers,
  });
  const signedIn = useAuthStore.getState().user;
  const routes = [
    {
      element: (
        <RealtimeProvider
          userId={signedIn?.id ?? null}
          createConnection={() => new RealtimeConnection({ createSocket: sockets.createSocket })}
        >
          <Outlet />
        </RealtimeProvider>
      ),
      children: [
        { path: '/queue', element: <QueuePage /> },
        { path: '/workspace/:id', element: <h1>Workspace</h1> },
      ],
    },
  ];
  const view = renderRoutes(routes, path);
  /** The server pushes a notification on the live connection. */
  const push = (notification: Notification) =>
    act(() => sockets.latest.receive({ type: 'new_notification', notification, unreadCount: 1 }));
  const connect = () => act(() => sockets.latest.accept());
  /** How many times `METHOD url` was asked. */
  const calls = (method: string, url: string) =>
    fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method).length;
  return { ...view, fetchMock, push, connect, calls };
}
