import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/toast/toaster';
import { mapServerUser, useAuthStore } from '@/features/auth';
import { RealtimeProvider } from '@/hooks/realtime';
import { RealtimeConnection } from '@/lib/realtime/connection';
import { FakeSocket, fakeSocketFactory } from '@/test/fake-socket';
import {
  deferred,
  errorResponse,
  fakeServer,
  jsonResponse,
  renderRoutes,
  resetAppState,
  serverUser,
} from '@/test/helpers';
import { DELETE_ACCOUNT_MESSAGES, DeleteAccountSection } from './delete-account-section';

let sockets: ReturnType<typeof fakeSocketFactory>;

function renderSection() {
  const createConnection = () => new RealtimeConnection({ createSocket: sockets.createSocket });
  return renderRoutes(
    [
      {
        element: (
          <RealtimeProvider userId="u1" createConnection={createConnection}>
            <Outlet />
            <Toaster />
          </RealtimeProvider>
        ),
        children: [
          { path: '/', element: <p>Home page</p> },
          { path: '/settings', element: <DeleteAccountSection /> },
        ],
      },
    ],
    '/settings',
  );
}

const deleteCalls = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/me' && init?.method === 'DELETE')
    .map(([, init]) => JSON.parse(String(init?.body)));

/** Opens the dialog, types the password (if any) and confirms; the dialog. */
async function confirmWith(password: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  const field = within(dialog).getByLabelText('Password');
  await user.clear(field);
  if (password) await user.type(field, password);
  await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
  return { dialog, field, user };
}

describe('Delete account', () => {
  beforeEach(() => {
    resetAppState();
    useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(serverUser) });
    sockets = fakeSocketFactory();
  });

  it('explains what is deleted and what happens to shared projects', () => {
    fakeServer({});
    renderSection();
    const section = screen.getByRole('region', { name: 'Delete account' });
    expect(section).toHaveTextContent('cannot be undone');
    expect(section).toHaveTextContent(/uploaded files are deleted/);
    expect(section).toHaveTextContent(/Projects you share with others go to the member who joined earliest/);
    expect(section).toHaveTextContent(/signed out on every device/);
  });

  it('asks for the password before sending anything', async () => {
    const fetchMock = fakeServer({});
    renderSection();
    const { field } = await confirmWith('');
    expect(field).toHaveAccessibleDescription('Password is required.');
    expect(deleteCalls(fetchMock)).toHaveLength(0);
  });

  it('shows a wrong password under the field and other failures above the buttons, still signed in', async () => {
    let answer = errorResponse(400, 'Password is incorrect.');
    fakeServer({ 'DELETE /api/me': () => answer });
    renderSection();
    sockets.latest.accept();
    const { dialog, field, user } = await confirmWith('not-it');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Password is incorrect.'));
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    // The live connection closed for the attempt comes back.
    expect(sockets.sockets).toHaveLength(2);

    answer = errorResponse(429, 'Too many attempts. Please try again in 60 seconds.');
    await user.type(field, '-again');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts.');
    expect(field).not.toHaveAccessibleDescription('Password is incorrect.');
    expect(screen.getByText('Delete your account?')).toBeInTheDocument();
  });

  it('deletes the account, signs this tab out, goes home and says so', async () => {
    const answer = deferred<Response>();
    const fetchMock = fakeServer({ 'DELETE /api/me': () => answer.promise });
    renderSection();
    sockets.latest.accept();
    const { dialog } = await confirmWith('correct horse battery');
    expect(within(dialog).getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(deleteCalls(fetchMock)).toEqual([{ password: 'correct horse battery' }]);
    // Closed before the server ends the session: its auth_failure cannot pass for an expired session.
    expect(sockets.latest.readyState).toBe(FakeSocket.CLOSED);

    answer.resolve(jsonResponse({ success: true }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(await screen.findByText(DELETE_ACCOUNT_MESSAGES.deleted)).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null });
    expect(screen.queryByText('Session expired. Please log in again.')).toBeNull();
  });
});
