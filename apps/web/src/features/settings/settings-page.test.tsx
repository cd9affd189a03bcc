import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/toast/toaster';
import { mapServerUser, useAuthStore } from '@/features/auth';
import { callSettingsStore } from '@/lib/calls/call-settings';
import {
  errorResponse,
  fakeServer,
  jsonResponse,
  renderRoutes,
  resetAppState,
  serverUser,
} from '@/test/helpers';
import { SettingsPage } from './settings-pages';
import { serverSettings, settingsAnswer } from './settings-test-utils';

const routes = [
  {
    element: (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
    children: [{ path: '/settings', element: <SettingsPage /> }],
  },
];

const noBlocks = {
  'GET /api/me/blocks': () => jsonResponse({ success: true, blocks: [] }),
  'GET /api/me/settings': () => settingsAnswer(serverSettings()),
  'GET /api/me/sessions': () =>
    jsonResponse({
      success: true,
      sessions: [
        {
          sessionId: 's1',
          current: true,
          browser: 'Chrome',
          os: 'Linux',
          ip: '198.51.100.2',
          createdAt: 1_700_000_000,
          lastSeenAt: 1_700_000_000,
        },
        {
          sessionId: 's2',
          current: false,
          browser: 'Safari',
          os: 'iPhone',
          ip: '203.0.113.7',
          createdAt: 1_700_000_000,
          lastSeenAt: 1_700_000_000,
        },
      ],
    }),
};

const passwordCalls = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/me/password' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return user;
}

describe('/settings', () => {
  beforeEach(() => {
    resetAppState();
    useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(serverUser) });
    callSettingsStore.setState({ soundsEnabled: true });
  });

  it('has the profile, account and blocked users sections', () => {
    fakeServer(noBlocks);
    renderRoutes(routes, '/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent('@ada');
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/settings/profile');
    expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent('ada@example.com');
    expect(screen.getByRole('region', { name: 'Blocked users' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Delete account' })).toBeInTheDocument();
  });

  it('lists the active sessions in the account section', async () => {
    fakeServer(noBlocks);
    renderRoutes(routes, '/settings');
    const account = screen.getByRole('region', { name: 'Account' });
    const sessions = await within(account).findByRole('list', { name: 'Active sessions' });
    expect(within(sessions).getAllByRole('listitem')).toHaveLength(2);
    expect(sessions).toHaveTextContent('This device');
    expect(within(sessions).getByRole('button', { name: 'Sign out Safari on iPhone' })).toBeEnabled();
  });

  it('turns the call sounds off and on again', async () => {
    fakeServer(noBlocks);
    renderRoutes(routes, '/settings');
    const section = screen.getByRole('region', { name: 'Calls' });
    const toggle = within(section).getByRole('switch', { name: 'Call sounds' });
    expect(toggle).toHaveAccessibleDescription(/connects, ends or is declined/);
    expect(toggle).toBeChecked();

    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(callSettingsStore.getState().soundsEnabled).toBe(false);
    expect(within(section).getByRole('button', { name: 'Play a sound' })).toBeDisabled();

    await user.click(toggle);
    expect(callSettingsStore.getState().soundsEnabled).toBe(true);
    expect(within(section).getByRole('button', { name: 'Play a sound' })).toBeEnabled();
  });

  it('lists the people you blocked, and unblocks one', async () => {
    let blocks = [
      { userId: 'u9', username: 'mallory', fullName: 'Mallory', avatarUrl: null, blockedAt: 1_700_000_000 },
    ];
    const fetchMock = fakeServer({
      'GET /api/me/blocks': () => jsonResponse({ success: true, blocks }),
      'DELETE /api/me/blocks/u9': () => {
        blocks = [];
        return jsonResponse({ success: true });
      },
    });
    renderRoutes(routes, '/settings');
    const section = screen.getByRole('region', { name: 'Blocked users' });
    const list = await within(section).findByRole('list', { name: 'Blocked users' });
    expect(within(list).getByRole('link', { name: /Mallory/ })).toHaveAttribute('href', '/profile/u9');
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Unblock' }));
    expect(await within(section).findByText(/You have not blocked anyone/)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me/blocks/u9',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('checks the passwords before sending: required, length, and the confirmation', async () => {
    const fetchMock = fakeServer(noBlocks);
    renderRoutes(routes, '/settings');

    await fill('', 'short', 'short');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Current password is required.',
    );
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 8 characters.'),
    );

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), '-longer');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The new passwords do not match.',
    );
    expect(passwordCalls(fetchMock)).toHaveLength(0);
  });

  it('signs out the other sessions after a confirm, and says so; a failure says that', async () => {
    let ok = true;
    const fetchMock = fakeServer({
      ...noBlocks,
      'DELETE /api/me/sessions/others': () =>
        ok ? jsonResponse({ success: true }) : errorResponse(500, 'Internal error.'),
    });
    renderRoutes(routes, '/settings');
    const user = userEvent.setup();
    const signOutOthers = async () => {
      await user.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Sign out other sessions?' });
      await user.click(within(dialog).getByRole('button', { name: 'Sign out others' }));
    };
    await signOutOthers();
    expect(await screen.findByText('Other sessions were signed out.')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(
        ([url, init]) => url === '/api/me/sessions/others' && init?.method === 'DELETE',
      ),
    ).toHaveLength(1);
    ok = false;
    await signOutOthers();
    expect(
      await screen.findByText('Could not sign out the other sessions. Please try again.'),
    ).toBeInTheDocument();
  });

  it('changes the password, says other sessions ended and clears the form', async () => {
    const fetchMock = fakeServer({
      ...noBlocks,
      'PUT /api/me/password': () => jsonResponse({ success: true }),
    });
    renderRoutes(routes, '/settings');

    await fill('old-secret', 'new-secret-1', 'new-secret-1');
    expect(await screen.findByText('Password changed. Other sessions were signed out.')).toBeInTheDocument();
    expect(passwordCalls(fetchMock)).toEqual([
      { currentPassword: 'old-secret', newPassword: 'new-secret-1' },
    ]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
  });

  it('shows a wrong current password under that field, and other failures above the button', async () => {
    let answer = errorResponse(400, 'Current password is incorrect.');
    fakeServer({ ...noBlocks, 'PUT /api/me/password': () => answer });
    renderRoutes(routes, '/settings');

    const user = await fill('wrong-one', 'new-secret-1', 'new-secret-1');
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        'Current password is incorrect.',
      ),
    );

    answer = errorResponse(429, 'Too many attempts. Try again later.');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again later.');
    expect(screen.getByLabelText('Current password')).not.toHaveAccessibleDescription(
      'Current password is incorrect.',
    );
  });
});
