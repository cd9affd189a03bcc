import type { ActiveSession } from '@create-together/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/toast/toaster';
import { mapServerUser, useAuthStore } from '@/features/auth';
import {
  deferred,
  errorResponse,
  fakeServer,
  jsonResponse,
  renderRoutes,
  resetAppState,
  serverUser,
} from '@/test/helpers';
import { ACTIVE_SESSIONS_MESSAGES, ActiveSessions, deviceLabel } from './active-sessions';

const NOW = Math.floor(Date.now() / 1000);

const session = (overrides: Partial<ActiveSession>): ActiveSession => ({
  sessionId: 's1',
  current: false,
  browser: 'Chrome',
  os: 'Linux',
  ip: '198.51.100.2',
  createdAt: NOW - 10 * 86_400,
  lastSeenAt: NOW - 3 * 3600,
  ...overrides,
});

const laptop = session({ sessionId: 's-here', current: true, lastSeenAt: NOW });
const phone = session({ sessionId: 's-phone', browser: 'Safari', os: 'iPhone', ip: '203.0.113.7' });
const tablet = session({ sessionId: 's-tablet', browser: 'Unknown browser', os: null, ip: '' });

const sessionsAnswer = (sessions: ActiveSession[]) => jsonResponse({ success: true, sessions });

function renderSessions() {
  return renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: [{ path: '/settings', element: <ActiveSessions /> }],
      },
    ],
    '/settings',
  );
}

const calls = (fetchMock: ReturnType<typeof fakeServer>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);

describe('deviceLabel', () => {
  it('says the browser and the system, or the browser alone', () => {
    expect(deviceLabel({ browser: 'Chrome', os: 'Linux' })).toBe('Chrome on Linux');
    expect(deviceLabel({ browser: 'Safari', os: 'iPhone' })).toBe('Safari on iPhone');
    expect(deviceLabel({ browser: 'Unknown browser', os: null })).toBe('Unknown browser');
  });
});

describe('Active sessions', () => {
  beforeEach(() => {
    resetAppState();
    useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(serverUser) });
  });

  it('lists every session: this device marked, the others with address, sign-in date and last use', async () => {
    fakeServer({ 'GET /api/me/sessions': () => sessionsAnswer([laptop, phone, tablet]) });
    renderSessions();
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);

    const [here, iphone, unknown] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(here).toHaveTextContent('Chrome on Linux');
    expect(here).toHaveTextContent('This device');
    expect(here).toHaveTextContent('Active now');
    expect(within(here).queryByRole('button')).toBeNull();

    expect(iphone).toHaveTextContent('Safari on iPhone');
    expect(iphone).not.toHaveTextContent('This device');
    expect(iphone).toHaveTextContent('203.0.113.7');
    expect(iphone).toHaveTextContent(/Signed in \w+ \d+, \d{4}/);
    expect(iphone).toHaveTextContent('Active 3 hours ago');
    expect(within(iphone).getByRole('button', { name: 'Sign out Safari on iPhone' })).toBeEnabled();

    expect(unknown).toHaveTextContent('Unknown browser');
    expect(unknown).not.toHaveTextContent(' on ');
  });

  it('signs out one session (pending meanwhile), says so and fetches the list again', async () => {
    let sessions = [laptop, phone, tablet];
    const answer = deferred<Response>();
    const fetchMock = fakeServer({
      'GET /api/me/sessions': () => sessionsAnswer(sessions),
      'DELETE /api/me/sessions/s-phone': () => answer.promise,
    });
    renderSessions();
    const button = await screen.findByRole('button', { name: 'Sign out Safari on iPhone' });
    await userEvent.setup().click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Signing out…');
    // Only that row waits; the others can still be signed out.
    expect(screen.getByRole('button', { name: 'Sign out Unknown browser' })).toBeEnabled();

    sessions = [laptop, tablet];
    answer.resolve(jsonResponse({ success: true, current: false }));
    expect(await screen.findByText(ACTIVE_SESSIONS_MESSAGES.ended)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    expect(calls(fetchMock, 'DELETE', '/api/me/sessions/s-phone')).toHaveLength(1);
    expect(calls(fetchMock, 'GET', '/api/me/sessions')).toHaveLength(2);
  });

  it('says when a session could not be signed out; one already gone just leaves the list', async () => {
    let sessions = [laptop, phone, tablet];
    fakeServer({
      'GET /api/me/sessions': () => sessionsAnswer(sessions),
      'DELETE /api/me/sessions/s-phone': () => errorResponse(500, 'Internal error.'),
      'DELETE /api/me/sessions/s-tablet': () => {
        sessions = [laptop, phone];
        return errorResponse(404, 'Session not found.');
      },
    });
    renderSessions();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iPhone' }));
    expect(await screen.findByText(ACTIVE_SESSIONS_MESSAGES.endFailed)).toBeInTheDocument();
    expect(screen.getByText('Safari on iPhone')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out Unknown browser' }));
    await waitFor(() => expect(screen.queryByText('Unknown browser')).toBeNull());
    expect(screen.queryAllByText(ACTIVE_SESSIONS_MESSAGES.endFailed)).toHaveLength(1);
  });

  it('signs out all the others after a confirm, then lists this device alone', async () => {
    let sessions = [laptop, phone, tablet];
    const fetchMock = fakeServer({
      'GET /api/me/sessions': () => sessionsAnswer(sessions),
      'DELETE /api/me/sessions/others': () => {
        sessions = [laptop];
        return jsonResponse({ success: true });
      },
    });
    renderSessions();
    const user = userEvent.setup();
    await screen.findByText('Safari on iPhone');
    await user.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out other sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out others' }));
    expect(await screen.findByText(ACTIVE_SESSIONS_MESSAGES.othersDone)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls(fetchMock, 'DELETE', '/api/me/sessions/others')).toHaveLength(1);
    // Nothing else left to sign out.
    expect(screen.getByRole('button', { name: 'Sign out other sessions' })).toBeDisabled();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    fakeServer({
      'GET /api/me/sessions': () => (fail ? errorResponse(500, 'Internal error.') : sessionsAnswer([laptop])),
    });
    renderSessions();
    expect(await screen.findByText(ACTIVE_SESSIONS_MESSAGES.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('This device')).toBeInTheDocument();
  });
});
