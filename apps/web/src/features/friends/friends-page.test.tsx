import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/toast/toast-store';
import { useFriendsStore } from '@/entities/friends';
import { mapServerUser, useAuthStore } from '@/features/auth';
import {
  errorResponse,
  type FakeHandler,
  fakeServer,
  jsonResponse,
  renderRoutes,
  resetAppState,
  serverUser,
} from '@/test/helpers';
import { FriendsPage } from './friends-pages';

const person = (id: string, username: string, fullName: string) => ({
  userId: id,
  username,
  fullName,
  avatarUrl: null,
});
const request = (id: string, from: ReturnType<typeof person>, to: ReturnType<typeof person>) => ({
  request_id: id,
  sender_user_id: from.userId,
  sender_username: from.username,
  sender_full_name: from.fullName,
  sender_avatar_kv_key: null,
  receiver_user_id: to.userId,
  receiver_username: to.username,
  receiver_full_name: to.fullName,
  receiver_avatar_kv_key: null,
  status: 'pending',
  created_at: 1_700_000_000,
});
const me = person('u1', 'ada', 'Ada King Lovelace');
const grace = person('u2', 'grace', 'Grace Hopper');
const alan = person('u3', 'alan', 'Alan Turing');
const linus = person('u4', 'linus', 'Linus T');
const mallory = person('u5', 'mallory', 'Mallory M');

const threeHoursAgo = () => Math.floor(Date.now() / 1000) - 3 * 3600;

function baseServer(overrides: Record<string, FakeHandler> = {}) {
  return fakeServer({
    'GET /api/me/friend-requests?type=incoming': () => jsonResponse([request('r1', grace, me)]),
    'GET /api/me/friend-requests?type=outgoing': () => jsonResponse([request('r2', me, alan)]),
    'GET /api/me/friends': () =>
      jsonResponse({
        success: true,
        friends: [{ ...linus, establishedAt: 1_700_000_000, lastActiveAt: threeHoursAgo() }],
      }),
    'GET /api/me/blocks': () =>
      jsonResponse({ success: true, blocks: [{ ...mallory, blockedAt: 1_700_000_000 }] }),
    ...overrides,
  });
}

const calls = (fetchMock: ReturnType<typeof fakeServer>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

const toasts = () => useToastStore.getState().toasts.map((t) => t.message);

function renderPage() {
  return renderRoutes(
    [
      { path: '/friends', element: <FriendsPage /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    '/friends',
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add Friend' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Friend' });
  return { user, dialog, input: within(dialog).getByLabelText("Friend's email or username") };
}

const rowOf = async (list: string, name: string) =>
  (await within(await screen.findByRole('list', { name: list })).findByText(name)).closest(
    'li',
  ) as HTMLElement;

/** Picks `action` from the "More actions" menu of a friend's row. */
async function fromRowMenu(user: ReturnType<typeof userEvent.setup>, name: string, action: string) {
  await user.click(
    within(await rowOf('Friends', name)).getByRole('button', { name: `More actions for ${name}` }),
  );
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

beforeEach(() => {
  resetAppState();
  useFriendsStore.getState().reset();
  useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(serverUser) });
});
afterEach(() => vi.unstubAllGlobals());

describe('FriendsPage', () => {
  it('shows the sections and mirrors friends and blocks into the store', async () => {
    baseServer();
    renderPage();
    for (const heading of ['Incoming requests', 'Sent requests', 'Friends', 'Blocked'])
      expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/profile/u2');
    expect(await screen.findByText('Linus T')).toBeInTheDocument();
    expect(within(await rowOf('Friends', 'Linus T')).getByText('active 3 hours ago')).toBeInTheDocument();
    await waitFor(() => expect(useFriendsStore.getState().friends.map((f) => f.friendId)).toEqual(['u4']));
    await waitFor(() =>
      expect(useFriendsStore.getState().blockedUsers.map((f) => f.friendId)).toEqual(['u5']),
    );
  });

  it('validates a blank or whitespace entry under the input', async () => {
    const fetchMock = baseServer();
    renderPage();
    const { user, dialog, input } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter an email or username.');
    await user.type(input, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter an email or username.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock, 'POST', '/api/me/friend-requests')).toHaveLength(0);
  });

  it('sends an email as receiverUserEmail, closes and toasts the server message', async () => {
    const fetchMock = baseServer({
      'POST /api/me/friend-requests': () =>
        jsonResponse(
          { success: true, message: 'Friend request sent.', requestId: 'r9', status: 'pending' },
          201,
        ),
    });
    renderPage();
    const { user, dialog, input } = await openDialog();
    await user.type(input, ' grace@example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, 'POST', '/api/me/friend-requests')).toEqual([
      { receiverUserEmail: 'grace@example.com' },
    ]);
    expect(toasts()).toContain('Friend request sent.');
    await waitFor(() =>
      expect(calls(fetchMock, 'GET', '/api/me/friend-requests?type=outgoing')).toHaveLength(2),
    );
  });

  it('sends a username as receiverUsername; an accepted answer refreshes friends too', async () => {
    const fetchMock = baseServer({
      'POST /api/me/friend-requests': () =>
        jsonResponse(
          { success: true, message: 'You are now friends with grace.', requestId: 'r1', status: 'accepted' },
          201,
        ),
    });
    renderPage();
    await screen.findByText('Linus T');
    const { user, dialog, input } = await openDialog();
    await user.type(input, 'grace');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/me/friends')).toHaveLength(2));
    expect(calls(fetchMock, 'POST', '/api/me/friend-requests')).toEqual([{ receiverUsername: 'grace' }]);
    expect(toasts()).toContain('You are now friends with grace.');
  });

  it("shows the server's message under the input, else the fallback", async () => {
    let answer = () => errorResponse(404, 'User not found.');
    baseServer({ 'POST /api/me/friend-requests': () => answer() });
    renderPage();
    const { user, dialog, input } = await openDialog();
    await user.type(input, 'nobody');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('User not found.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    answer = () => new Response('', { status: 500 });
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(
      await within(dialog).findByText(
        'Failed to send request. Please check the email/username and try again.',
      ),
    ).toBeInTheDocument();
    // Said once, under the input: no toast repeats either failure.
    expect(toasts()).toEqual([]);
  });

  it("shows the receiver's privacy refusal (403) under the input", async () => {
    baseServer({
      'POST /api/me/friend-requests': () =>
        errorResponse(403, 'Only friends of their friends can send this creator a request.'),
    });
    renderPage();
    const { user, dialog, input } = await openDialog();
    await user.type(input, 'grace');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only friends of their friends can send this creator a request.',
    );
    expect(input).toHaveAccessibleDescription(
      'Only friends of their friends can send this creator a request.',
    );
  });

  it('sends a signed-out visitor to login with a redirect back', async () => {
    baseServer();
    useAuthStore.setState({ isAuthenticated: false, user: null });
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Friend' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('accepting refreshes both the friend list and the requests', async () => {
    const fetchMock = baseServer({ 'PUT /api/me/friend-requests/r1': () => jsonResponse({ success: true }) });
    renderPage();
    const row = await rowOf('Incoming requests', 'Grace Hopper');
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/me/friends')).toHaveLength(2));
    await waitFor(() =>
      expect(calls(fetchMock, 'GET', '/api/me/friend-requests?type=incoming')).toHaveLength(2),
    );
    expect(calls(fetchMock, 'PUT', '/api/me/friend-requests/r1')).toHaveLength(1);
  });

  it.each([
    [
      'Incoming requests',
      'Grace Hopper',
      'Accept',
      'PUT /api/me/friend-requests/r1',
      'Failed to accept friend request.',
    ],
    [
      'Incoming requests',
      'Grace Hopper',
      'Decline',
      'DELETE /api/me/friend-requests/r1',
      'Failed to decline friend request.',
    ],
    [
      'Sent requests',
      'Alan Turing',
      'Cancel',
      'DELETE /api/me/friend-requests/r2',
      'Failed to cancel friend request.',
    ],
    [
      'Blocked',
      'Mallory M',
      'Unblock',
      'DELETE /api/me/blocks/u5',
      'Failed to unblock user. Please try again.',
    ],
  ])('%s › %s › %s calls %s and toasts its failure', async (list, name, button, call, failure) => {
    const fetchMock = baseServer({ [call]: () => errorResponse(500, 'Boom.') });
    renderPage();
    const row = await rowOf(list, name);
    await userEvent.setup().click(within(row).getByRole('button', { name: button }));
    await waitFor(() => expect(toasts()).toContain(failure));
    const [method = '', path = ''] = call.split(' ');
    expect(calls(fetchMock, method, path)).toHaveLength(1);
  });

  it('decline, cancel and unblock succeed and refresh', async () => {
    const ok = () => jsonResponse({ success: true });
    const fetchMock = baseServer({
      'DELETE /api/me/friend-requests/r1': ok,
      'DELETE /api/me/friend-requests/r2': ok,
      'DELETE /api/me/blocks/u5': ok,
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(
      within(await rowOf('Incoming requests', 'Grace Hopper')).getByRole('button', { name: 'Decline' }),
    );
    await user.click(
      within(await rowOf('Sent requests', 'Alan Turing')).getByRole('button', { name: 'Cancel' }),
    );
    await user.click(within(await rowOf('Blocked', 'Mallory M')).getByRole('button', { name: 'Unblock' }));
    await waitFor(() =>
      expect(toasts()).toEqual(
        expect.arrayContaining(['Friend request declined.', 'Friend request cancelled.', 'User unblocked.']),
      ),
    );
    expect(useFriendsStore.getState().blockedUsers).toHaveLength(1); // refetched from the (unchanged) fake
    expect(calls(fetchMock, 'DELETE', '/api/me/blocks/u5')).toHaveLength(1);
  });

  it("keeps two actions on a friend's row, Message and the calls, and the rest in its menu", async () => {
    baseServer();
    renderPage();
    const row = within(await rowOf('Friends', 'Linus T'));
    expect(row.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/messages?to=u4');
    expect(row.getByRole('button', { name: 'Audio call linus' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Video call linus' })).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(row.getByRole('button', { name: 'More actions for Linus T' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Remove', 'Block']);
  });

  it('removes a friend after a confirm, and toasts a failure', async () => {
    let answer = () => errorResponse(500, 'Boom.');
    const fetchMock = baseServer({ 'DELETE /api/me/friends/u4': () => answer() });
    renderPage();
    const user = userEvent.setup();
    await fromRowMenu(user, 'Linus T', 'Remove');
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Linus T?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toasts()).toContain('Failed to remove friend.'));
    answer = () => jsonResponse({ success: true });
    await fromRowMenu(user, 'Linus T', 'Remove');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toasts()).toContain('Friend removed.'));
    expect(calls(fetchMock, 'DELETE', '/api/me/friends/u4')).toHaveLength(2);
  });

  it('blocks a friend through the server after a confirm, and toasts a failure', async () => {
    let answer = () => errorResponse(500, 'Boom.');
    const fetchMock = baseServer({ 'POST /api/me/blocks': () => answer() });
    renderPage();
    const user = userEvent.setup();
    const block = async () => {
      await fromRowMenu(user, 'Linus T', 'Block');
      const confirm = await screen.findByRole('alertdialog', { name: 'Block Linus T?' });
      await user.click(within(confirm).getByRole('button', { name: 'Block' }));
    };
    await block();
    await waitFor(() => expect(toasts()).toContain('Failed to block user. Please try again.'));
    answer = () => jsonResponse({ success: true });
    await block();
    await waitFor(() => expect(toasts()).toContain('User blocked.'));
    expect(calls(fetchMock, 'POST', '/api/me/blocks')).toEqual([{ userId: 'u4' }, { userId: 'u4' }]);
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/me/blocks')).toHaveLength(2));
  });

  it('shows the fetch failures with the spec sentences', async () => {
    baseServer({
      'GET /api/me/friends': () => errorResponse(500, 'Boom.'),
      'GET /api/me/friend-requests?type=outgoing': () => errorResponse(500, 'Boom.'),
    });
    renderPage();
    expect(await screen.findByText('Failed to fetch friends.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch friend requests.')).toBeInTheDocument();
  });
});
