import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mapServerUser, useAuthStore } from '@/features/auth';
import {
  deferred,
  type FakeHandler,
  fakeServer,
  jsonResponse,
  policiesAs,
  renderRoutes,
  resetAppState,
  serverProject,
  serverUser,
} from '@/test/helpers';
import { CollectiveInvitePage, ProjectInvitePage } from './invite-pages';

/** The calls made to `METHOD /path`, with their JSON bodies. */
function callsTo(fetchMock: ReturnType<typeof fakeServer>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

function signIn(user: typeof serverUser = serverUser) {
  useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(user) });
}

const routes = [
  { path: '/projects/:id/invite', element: <ProjectInvitePage /> },
  { path: '/collectives/:id/invite', element: <CollectiveInvitePage /> },
];
const person = (userId: string, username: string, fullName: string) => ({
  userId,
  username,
  fullName,
  avatarUrl: null,
});
const ada = person('u1', 'ada', 'Ada Lovelace');
const grace = person('u2', 'grace', 'Grace Hopper');
const alan = person('u3', 'alan', 'Alan Turing');
const bo = person('u4', 'bo.lind', 'Bo Lindqvist');
const nora = person('u5', 'nora', 'Nora Quist');

const project = serverProject({
  contributors: [
    { ...ada, role: 'owner' },
    { ...alan, role: 'contributor' },
  ],
  userRoleInProject: 'owner',
  policies: policiesAs('owner'),
});
/** A pending invitation to `who`, as the server lists it. */
const invitationTo = (who: ReturnType<typeof person>, role: 'editor' | 'contributor' = 'contributor') => ({
  invitationId: `i-${who.userId}`,
  subject: { kind: 'project', id: 'p1', name: 'Night Drive', imageUrl: null, isPublic: true },
  invitedBy: { userId: ada.userId, username: ada.username, avatarUrl: null },
  invitee: { userId: who.userId, username: who.username, avatarUrl: null },
  email: null,
  role,
  state: 'pending',
  createdAt: 1_700_000_000,
  answeredAt: null,
});
const asFriend = (who: ReturnType<typeof person>) => ({
  ...who,
  establishedAt: 1_700_000_000,
  lastActiveAt: null,
});
/** Someone as GET /api/users finds them. */
const found = (who: ReturnType<typeof person>) => {
  const { email: _, ...user } = serverUser;
  return { ...user, id: who.userId, username: who.username, fullName: who.fullName, friendship: 'none' };
};

/**
 * The invite page's server: alan is a member, grace invited already; friends with all three and
 * bo; an invitation made becomes pending.
 */
function server(more: Record<string, FakeHandler> = {}) {
  const pending: object[] = [invitationTo(grace)];
  return fakeServer({
    'GET /api/projects/p1': () => jsonResponse({ success: true, project }),
    'GET /api/projects/p1/invitations': () => jsonResponse({ success: true, invitations: pending }),
    'GET /api/projects/p1/invite-links': () => jsonResponse({ success: true, links: [] }),
    'GET /api/me/friends': () =>
      jsonResponse({ success: true, friends: [alan, grace, bo, nora].map(asFriend) }),
    'POST /api/projects/p1/invitations': (init) => {
      const body = JSON.parse(String(init?.body));
      const who = [alan, grace, bo, nora].find(
        (each) => each.userId === body.userId || each.username === body.username,
      );
      if (!who && !body.email)
        return jsonResponse({ success: false, error: 'User not found.', code: 'USER_NOT_FOUND' }, 404);
      const invitation = who
        ? invitationTo(who, body.role)
        : { ...invitationTo(nora, body.role), invitationId: 'i-mail', invitee: null, email: body.email };
      pending.push(invitation);
      return jsonResponse(
        { success: true, invitation, signUpPath: who ? null : '/invite/sign-up-token', mailed: false },
        201,
      );
    },
    ...more,
  });
}

const form = async () => within(await screen.findByRole('form', { name: 'Invite someone' }));

describe('/projects/{id}/invite', () => {
  beforeEach(() => {
    resetAppState();
    signIn(serverUser);
  });

  it('invites by username or email with the role chosen, and lists who waits for an answer', async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    renderRoutes(routes, '/projects/p1/invite');
    const invite = await form();
    await user.type(invite.getByRole('combobox', { name: 'Username or email' }), 'nora@example.com');
    await user.selectOptions(invite.getByRole('combobox', { name: 'As' }), 'editor');
    await user.click(invite.getByRole('button', { name: 'Invite' }));
    // No mail leaves this server: the sign-up link is the inviter's to send.
    expect(await screen.findByRole('textbox', { name: 'Sign-up link' })).toHaveValue(
      `${location.origin}/invite/sign-up-token`,
    );
    expect(callsTo(fetchMock, 'POST', '/api/projects/p1/invitations')).toEqual([
      { email: 'nora@example.com', role: 'editor' },
    ]);
    // An email is never looked up as a username.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/users'))).toHaveLength(0);
    const waiting = screen.getByRole('list', { name: 'Pending invitations' });
    expect(await within(waiting).findByText('nora@example.com')).toBeInTheDocument();
    expect(within(waiting).getByText('grace')).toBeInTheDocument();
  });

  it('says under the field what is wrong with whom it names, and focuses it', async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    renderRoutes(routes, '/projects/p1/invite');
    const invite = await form();
    const field = invite.getByRole('combobox', { name: 'Username or email' });
    // Checked as the server checks it: nothing is sent.
    await user.type(field, 'nora@');
    await user.click(invite.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Email is not a valid address.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', '/api/projects/p1/invitations')).toEqual([]);

    // Nobody of that name: the server's answer is about the field, too.
    await user.clear(field);
    await user.type(field, 'nobody');
    await user.keyboard('{Escape}');
    await user.click(invite.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('User not found.'));
    expect(field).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', '/api/projects/p1/invitations')).toEqual([
      { username: 'nobody', role: 'contributor' },
    ]);
  });

  it('puts a refused link limit under its field, focused', async () => {
    const fetchMock = server({
      'POST /api/projects/p1/invite-links': () =>
        jsonResponse(
          { success: false, error: 'maxUses: A link is used at most 1000 times.', code: 'VALIDATION_ERROR' },
          400,
        ),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/projects/p1/invite');
    const links = within(await screen.findByRole('form', { name: 'Make an invite link' }));
    await user.selectOptions(links.getByRole('combobox', { name: 'Works for' }), '30 days');
    await user.selectOptions(links.getByRole('combobox', { name: 'Can be used' }), 'Once');
    await user.click(links.getByRole('button', { name: 'Make a link' }));
    const uses = links.getByRole('combobox', { name: 'Can be used' });
    await waitFor(() => expect(uses).toHaveAccessibleDescription('A link is used at most 1000 times.'));
    expect(uses).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', '/api/projects/p1/invite-links')).toEqual([
      { role: 'contributor', expiresInHours: 720, maxUses: 1 },
    ]);
  });

  it('lists friends not yet in the project nor invited, and invites one in one press', async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    renderRoutes(routes, '/projects/p1/invite');
    const friends = within(await screen.findByRole('list', { name: 'Friends to invite' }));
    // alan is a member and grace invited: neither is listed.
    expect(friends.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Invite Bo Lindqvist',
      'Invite Nora Quist',
    ]);
    await user.selectOptions((await form()).getByRole('combobox', { name: 'As' }), 'editor');
    expect(screen.getByText('They are invited as editors.')).toBeInTheDocument();
    await user.click(friends.getByRole('button', { name: 'Invite Bo Lindqvist' }));

    expect(callsTo(fetchMock, 'POST', '/api/projects/p1/invitations')).toEqual([
      { userId: 'u4', role: 'editor' },
    ]);
    expect(
      await screen.findByText('Invited bo.lind. They can answer from their notifications.'),
    ).toBeInTheDocument();
    // Invited now: off the friends list, on the pending one.
    await waitFor(() => expect(friends.queryByText('Bo Lindqvist')).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('list', { name: 'Pending invitations' })).getByText('bo.lind'),
    ).toBeInTheDocument();
  });

  it('filters a long friends list', async () => {
    const many = Array.from({ length: 9 }, (_, n) => person(`f${n}`, `pal${n}`, `Pal ${n}`));
    server({
      'GET /api/me/friends': () => jsonResponse({ success: true, friends: [...many, nora].map(asFriend) }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/projects/p1/invite');
    const friends = await screen.findByRole('list', { name: 'Friends to invite' });
    expect(within(friends).getAllByRole('listitem')).toHaveLength(10);
    await user.type(screen.getByRole('searchbox', { name: 'Filter friends' }), 'quist');
    expect(within(friends).getAllByRole('listitem')).toHaveLength(1);
    expect(within(friends).getByText('Nora Quist')).toBeInTheDocument();
  });

  it('suggests people as a username is typed: ↓ and Enter pick one, Escape closes', async () => {
    const fetchMock = server({
      'GET /api/users?q=bo': () => jsonResponse({ success: true, users: [found(bo)] }),
      'GET /api/users?q=no': () => jsonResponse({ success: true, users: [found(nora), found(alan)] }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/projects/p1/invite');
    const invite = await form();
    const field = invite.getByRole('combobox', { name: 'Username or email' });
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await user.type(field, 'no');
    const list = await screen.findByRole('listbox', { name: 'People to invite' });
    // alan is a member already: not suggested.
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    expect(within(list).getByRole('option', { name: '@nora Nora Quist' })).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', within(list).getByRole('option').id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('no');

    await user.clear(field);
    await user.type(field, 'bo');
    const suggested = await screen.findByRole('listbox', { name: 'People to invite' });
    expect(within(suggested).getByRole('option', { name: '@bo.lind Bo Lindqvist' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(within(suggested).getByRole('option', { selected: true })).toHaveTextContent('@bo.lind');
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('bo.lind');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Enter with the list closed sends the form.
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/projects/p1/invitations')).toEqual([
        { username: 'bo.lind', role: 'contributor' },
      ]),
    );
  });

  it('asks once typing settles, and cancels a search overtaken by a newer one', async () => {
    const slow = deferred<Response>();
    const fetchMock = server({
      'GET /api/users?q=bo': () => slow.promise,
      'GET /api/users?q=bo.': () => jsonResponse({ success: true, users: [found(bo)] }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/projects/p1/invite');
    const field = (await form()).getByRole('combobox', { name: 'Username or email' });
    await user.type(field, 'bo');
    const searches = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/users'));
    // Not a request a key: one, for the text once it settled.
    await waitFor(() => expect(searches().map(([url]) => url)).toEqual(['/api/users?q=bo']));
    await user.type(field, '.');
    expect(await screen.findByRole('option', { name: '@bo.lind Bo Lindqvist' })).toBeInTheDocument();
    expect(searches().map(([url]) => url)).toEqual(['/api/users?q=bo', '/api/users?q=bo.']);
    expect(searches()[0]?.[1]?.signal?.aborted).toBe(true);
    slow.resolve(jsonResponse({ success: true, users: [] }));
  });
});

describe('/collectives/{id}/invite', () => {
  beforeEach(() => {
    resetAppState();
    signIn(serverUser);
  });

  it('invites people as members, with no role to choose', async () => {
    const collective = {
      collectiveId: 'c1',
      name: 'Night Shift Collective',
      description: '',
      avatarUrl: null,
      coverUrl: null,
      visibility: 'invite_only',
      tags: [],
      membersCount: 1,
      projectsCount: 0,
      createdAt: 1_700_000_000,
      memberPreview: [],
      viewerRole: 'founder',
      policies: {
        canJoin: false,
        canLeave: false,
        canAddProjects: true,
        canEdit: true,
        canInvite: true,
        canManageModerators: true,
        canRemoveMembers: 'all',
      },
      members: [{ ...ada, role: 'founder', joinedAt: 1_700_000_000 }],
      projects: [],
    };
    const fetchMock = fakeServer({
      'GET /api/collectives/c1': () => jsonResponse({ success: true, collective }),
      'GET /api/collectives/c1/invitations': () => jsonResponse({ success: true, invitations: [] }),
      'GET /api/collectives/c1/invite-links': () => jsonResponse({ success: true, links: [] }),
      'GET /api/me/friends': () => jsonResponse({ success: true, friends: [] }),
      'POST /api/collectives/c1/invitations': () =>
        jsonResponse(
          {
            success: true,
            invitation: {
              ...invitationTo(bo),
              subject: {
                kind: 'collective',
                id: 'c1',
                name: 'Night Shift Collective',
                imageUrl: null,
                isPublic: true,
              },
              role: 'member',
            },
            signUpPath: null,
            mailed: false,
          },
          201,
        ),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/collectives/c1/invite');
    expect(await screen.findByRole('heading', { name: 'Invite to Collective' })).toBeInTheDocument();
    expect(screen.getByText(/an invite-only collective is joined only by invitation/)).toBeInTheDocument();
    const invite = await form();
    expect(invite.queryByRole('combobox', { name: 'As' })).toBeNull();
    await user.type(invite.getByRole('combobox', { name: 'Username or email' }), 'bo@example.com');
    await user.click(invite.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invited. They can answer from their notifications.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/collectives/c1/invitations')).toEqual([
      { email: 'bo@example.com', role: 'member' },
    ]);
  });
});
