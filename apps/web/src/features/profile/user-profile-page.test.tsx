import type { FriendshipState, MergedContribution, UserView } from '@create-together/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/toast/toast-store';
import { useFriendsStore } from '@/entities/friends';
import {
  errorResponse,
  type FakeHandler,
  fakeServer,
  jsonResponse,
  renderRoutes,
  resetAppState,
  serverPost,
  serverProject,
} from '@/test/helpers';
import { OwnProfilePage, UserProfilePage } from './profile-pages';
import { callsTo, signIn, Where, withToaster } from './profile-test-utils';

const grace = (friendship: FriendshipState = 'none'): UserView => ({
  id: 'u2',
  username: 'grace',
  fullName: 'Grace Hopper',
  avatarUrl: null,
  role: 'user',
  bio: 'Compilers, and a nanosecond of wire.',
  createdAt: 1_700_000_000,
  skills: ['cobol'],
  interests: ['navy bands'],
  friendship,
});

const merged: MergedContribution = {
  id: 'c1',
  project: { id: 'p1', name: 'Night Drive' },
  excerpt: 'A **bass line** for the chorus.',
  mergedAt: Math.floor(Date.now() / 1000) - 7200,
  votes: 3,
};

const request = (id: string, from: string, to: string) => ({
  request_id: id,
  sender_user_id: from,
  sender_username: from,
  sender_full_name: from,
  sender_avatar_kv_key: null,
  receiver_user_id: to,
  receiver_username: to,
  receiver_full_name: to,
  receiver_avatar_kv_key: null,
  status: 'pending',
  created_at: 1_700_000_000,
});

const GRACE_POSTS = 'GET /api/posts?sort=recent&authorId=u2&limit=20';

function server(friendship: FriendshipState, overrides: Record<string, FakeHandler> = {}) {
  return fakeServer({
    'GET /api/users/u2': () => jsonResponse({ success: true, user: grace(friendship) }),
    'GET /api/users/u2/projects': () =>
      jsonResponse({ success: true, projects: [serverProject({ projectId: 'p9', name: 'Harbour Lights' })] }),
    'GET /api/users/u2/contributions': () => jsonResponse({ success: true, contributions: [merged] }),
    [GRACE_POSTS]: () =>
      jsonResponse({
        success: true,
        posts: [serverPost({ content: 'Debugging a moth.' })],
        nextCursor: null,
      }),
    'GET /api/me/friend-requests?type=incoming': () => jsonResponse([request('r-in', 'u2', 'u1')]),
    'GET /api/me/friend-requests?type=outgoing': () => jsonResponse([request('r-out', 'u1', 'u2')]),
    ...overrides,
  });
}

function renderProfile(path = '/profile/u2') {
  return renderRoutes(
    withToaster([
      { path: '/profile/:id', element: <UserProfilePage /> },
      { path: '/profile', element: <Where /> },
      { path: '*', element: <Where /> },
    ]),
    path,
  );
}

const card = async () => within(await screen.findByRole('region', { name: 'Profile' }));
const toasts = () => useToastStore.getState().toasts.map((t) => t.message);

beforeEach(() => {
  resetAppState();
  useFriendsStore.getState().reset();
});
afterEach(() => vi.unstubAllGlobals());

describe('/profile/{id}', () => {
  it('shows a visitor the card, their projects and merged contributions, and Add friend leads to sign-in', async () => {
    server('none');
    renderProfile();
    const profile = await card();
    expect(profile.getByRole('heading', { level: 2, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(profile.getByText('@grace')).toBeInTheDocument();
    expect(profile.getByText('Compilers, and a nanosecond of wire.')).toBeInTheDocument();
    expect(profile.getByText('cobol')).toBeInTheDocument();
    expect(profile.getByRole('link', { name: 'Add friend' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fprofile%2Fu2',
    );
    expect(profile.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
    expect(await screen.findByText('Harbour Lights')).toBeInTheDocument();
    const contributions = await screen.findByRole('list', { name: 'Merged contributions' });
    expect(within(contributions).getByRole('link', { name: 'Night Drive' })).toHaveAttribute(
      'href',
      '/projects/p1',
    );
    expect(within(contributions).getByText('bass line').tagName).toBe('STRONG');
    expect(within(contributions).getByText('merged 2 hours ago')).toBeInTheDocument();
  });

  it('sends a friend request by id and shows the new state', async () => {
    signIn();
    let state: FriendshipState = 'none';
    const fetchMock = server('none', {
      'GET /api/users/u2': () => jsonResponse({ success: true, user: grace(state) }),
      'POST /api/me/friend-requests': () => {
        state = 'outgoing';
        return jsonResponse(
          { success: true, message: 'Friend request sent.', requestId: 'r-out', status: 'pending' },
          201,
        );
      },
    });
    renderProfile();
    await userEvent.setup().click((await card()).getByRole('button', { name: 'Add friend' }));
    expect(callsTo(fetchMock, 'POST', '/api/me/friend-requests')).toEqual([{ receiverUserId: 'u2' }]);
    expect(await (await card()).findByRole('button', { name: 'Pending' })).toBeDisabled();
    expect(toasts()).toContain('Friend request sent.');
  });

  it("shows the server's refusal of a request, else the spec's sentence", async () => {
    signIn();
    server('none', {
      'POST /api/me/friend-requests': () => errorResponse(409, 'Friend request already sent.'),
    });
    renderProfile();
    await userEvent.setup().click((await card()).getByRole('button', { name: 'Add friend' }));
    await waitFor(() => expect(toasts()).toContain('Friend request already sent.'));
  });

  it('offers Cancel on a pending request, Accept and Decline on theirs', async () => {
    signIn();
    const fetchMock = server('outgoing', {
      'DELETE /api/me/friend-requests/r-out': () => jsonResponse({ success: true }),
    });
    const { unmount } = renderProfile();
    await userEvent.setup().click(await (await card()).findByRole('button', { name: 'Cancel request' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE', '/api/me/friend-requests/r-out')).toHaveLength(1),
    );
    unmount();

    const second = server('incoming', {
      'PUT /api/me/friend-requests/r-in': () => jsonResponse({ success: true }),
    });
    renderProfile();
    const accept = await (await card()).findByRole('button', { name: 'Accept' });
    expect((await card()).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    await waitFor(() => expect(accept).toBeEnabled());
    await userEvent.setup().click(accept);
    await waitFor(() => expect(callsTo(second, 'PUT', '/api/me/friend-requests/r-in')).toHaveLength(1));
    expect(toasts()).toContain('Friend request accepted.');
  });

  it('offers Message to a friend, and Unblock to someone you blocked', async () => {
    signIn();
    server('friends');
    const { unmount } = renderProfile();
    expect(await (await card()).findByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      '/messages?to=u2',
    );
    unmount();

    const fetchMock = server('blocked', {
      'DELETE /api/me/blocks/u2': () => jsonResponse({ success: true }),
    });
    renderProfile();
    const profile = await card();
    expect(profile.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
    await userEvent.setup().click(profile.getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/me/blocks/u2')).toHaveLength(1));
    expect(toasts()).toContain('User unblocked.');
  });

  it('blocks through the server after a confirm, mirrored into the friends store', async () => {
    signIn();
    const fetchMock = server('friends', { 'POST /api/me/blocks': () => jsonResponse({ success: true }) });
    renderProfile();
    const user = userEvent.setup();
    await user.click((await card()).getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/me/blocks')).toEqual([{ userId: 'u2' }]));
    expect(toasts()).toContain('User blocked.');
    expect(useFriendsStore.getState().blockedUsers.map((u) => u.friendId)).toEqual(['u2']);
  });

  it('says so when blocking fails, and when the session is gone', async () => {
    signIn();
    server('none', { 'POST /api/me/blocks': () => errorResponse(500, 'Internal error.') });
    const { unmount } = renderProfile();
    const user = userEvent.setup();
    const block = async () => {
      await user.click((await card()).getByRole('button', { name: 'Block' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    };
    await block();
    await waitFor(() => expect(toasts()).toContain('Failed to block user. Please try again.'));
    unmount();

    server('none', { 'POST /api/me/blocks': () => errorResponse(401, 'Sign in first.') });
    renderProfile();
    await block();
    await waitFor(() => expect(toasts()).toContain('You must be logged in to block users'));
  });

  it('is "Profile not found" for an unknown user or one who blocked you', async () => {
    server('none', { 'GET /api/users/u2': () => errorResponse(404, 'User not found.') });
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeInTheDocument();
  });

  it('sends you to your own profile for your own id', async () => {
    signIn();
    server('none');
    renderProfile('/profile/u1');
    expect(await screen.findByText('Now at /profile')).toBeInTheDocument();
  });
});

describe('/profile', () => {
  beforeEach(() => signIn());

  it('lists your merged contributions under your projects', async () => {
    fakeServer({
      'GET /api/me/projects': () => jsonResponse({ success: true, projects: [] }),
      'GET /api/users/u1/contributions': () => jsonResponse({ success: true, contributions: [] }),
    });
    renderRoutes([{ path: '/profile', element: <OwnProfilePage /> }], '/profile');
    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No merged contributions yet' })).toBeInTheDocument();
  });
});

describe('/profile/{id} posts', () => {
  it('lists their posts (asked for by author), with no composer', async () => {
    signIn();
    const fetchMock = server('friends');
    renderProfile();
    const posts = await screen.findByRole('region', { name: 'Posts' });
    expect(await within(posts).findByText('Debugging a moth.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/posts?sort=recent&authorId=u2&limit=20', expect.anything());
    expect(within(posts).queryByRole('form', { name: 'New post' })).toBeNull();
  });

  it('says when they have not posted', async () => {
    server('none', { [GRACE_POSTS]: () => jsonResponse({ success: true, posts: [], nextCursor: null }) });
    renderProfile();
    const posts = await screen.findByRole('region', { name: 'Posts' });
    expect(await within(posts).findByText('Grace Hopper has not posted anything yet.')).toBeInTheDocument();
  });
});
