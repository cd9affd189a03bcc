import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  errorResponse,
  jsonResponse,
  policiesAs,
  renderRoutes,
  resetAppState,
  serverProject,
  serverUser,
} from '@/test/helpers';
import { callsTo, fakeServer, otherUser, projectRoutes, signIn } from './projects-test-utils';

const ada = {
  userId: 'u1',
  username: 'ada',
  fullName: 'Ada Lovelace',
  avatarUrl: null,
  role: 'owner' as const,
};
const alan = { userId: 'u3', username: 'alan', fullName: 'Alan Turing', avatarUrl: null };
const team = [ada, { ...alan, role: 'contributor' as const }];
const owned = serverProject({
  contributors: team,
  userRoleInProject: 'owner',
  policies: policiesAs('owner'),
});
const noComments = { 'GET /api/projects/p1/comments': () => jsonResponse({ success: true, comments: [] }) };
const teamList = async () => within(await screen.findByRole('list', { name: 'Contributors' }));
type User = ReturnType<typeof userEvent.setup>;
/** Opens a member's actions (their code comes on first open) and chooses one. */
async function choose(user: User, member: string, action: string) {
  await user.click((await teamList()).getByRole('button', { name: `Actions for ${member}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('the team’s roles on a project page', () => {
  beforeEach(() => {
    resetAppState();
  });

  it('lets the owner make a member an editor, and a member again', async () => {
    signIn(serverUser);
    let role: 'editor' | 'contributor' = 'contributor';
    const current = () =>
      serverProject({
        ...owned,
        contributors: [ada, { ...alan, role }],
      });
    const fetchMock = fakeServer({
      ...noComments,
      'GET /api/projects/p1': () => jsonResponse({ success: true, project: current() }),
      'PUT /api/projects/p1/members/u3': (init) => {
        role = JSON.parse(String(init?.body)).role;
        return jsonResponse({ success: true, member: { userId: 'u3', role } });
      },
    });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/p1');
    const list = await teamList();
    // The owner's own row has no actions: the owner's place is not given or taken.
    expect(list.getAllByRole('button', { name: /^Actions for / })).toHaveLength(1);

    await choose(user, 'Alan Turing', 'Make editor');
    expect(await list.findByText('Editor')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/projects/p1/members/u3')).toEqual([{ role: 'editor' }]);

    await choose(user, 'Alan Turing', 'Make member');
    expect(await list.findByText('Member')).toBeInTheDocument();
  });

  it('says why when the server refuses, and keeps the role', async () => {
    signIn(serverUser);
    fakeServer({
      ...noComments,
      'GET /api/projects/p1': () => jsonResponse({ success: true, project: owned }),
      'PUT /api/projects/p1/members/u3': () =>
        errorResponse(404, 'This person is not a member of the project.'),
    });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/p1');
    const list = await teamList();
    await choose(user, 'Alan Turing', 'Make editor');
    expect(await screen.findByText('This person is not a member of the project.')).toBeInTheDocument();
    expect(list.getByText('Member')).toBeInTheDocument();
  });

  it('shows no actions to a member', async () => {
    signIn(otherUser);
    const asMember = {
      ...owned,
      userRoleInProject: 'contributor' as const,
      policies: policiesAs('contributor'),
    };
    fakeServer({
      ...noComments,
      'GET /api/projects/p1': () => jsonResponse({ success: true, project: asMember }),
    });
    renderRoutes(projectRoutes, '/projects/p1');
    const list = await teamList();
    expect(list.queryByRole('button', { name: /^Actions for / })).not.toBeInTheDocument();
  });
});
