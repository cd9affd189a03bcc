import type { ProjectContributor } from '@create-together/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  jsonResponse,
  policiesAs,
  renderRoutes,
  resetAppState,
  serverProject,
  serverUser,
} from '@/test/helpers';
import { callsTo, fakeServer, otherUser, projectRoutes, signIn } from './projects-test-utils';

const person = (userId: string, username: string, fullName: string, role: ProjectContributor['role']) => ({
  userId,
  username,
  fullName,
  avatarUrl: null,
  role,
});
const ada = person('u1', 'ada', 'Ada Lovelace', 'owner');
const grace = person('u2', 'grace', 'Grace Hopper', 'editor');
const alan = person('u3', 'alan', 'Alan Turing', 'contributor');
const bo = person('u4', 'bo', 'Bo Lindqvist', 'editor');
const band = [ada, grace, alan, bo];
const noComments = { 'GET /api/projects/p1/comments': () => jsonResponse({ success: true, comments: [] }) };
const asRole = (role: 'owner' | 'editor' | 'contributor', contributors = band) =>
  serverProject({ contributors, userRoleInProject: role, policies: policiesAs(role) });
const teamList = async () => within(await screen.findByRole('list', { name: 'Contributors' }));
type User = ReturnType<typeof userEvent.setup>;

/** The actions a member's menu offers, once its code has come and it is open. */
async function actionsFor(user: User, member: string) {
  await user.click((await teamList()).getByRole('button', { name: `Actions for ${member}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('a member’s actions on the project’s team', () => {
  beforeEach(() => {
    resetAppState();
  });

  it('offers the owner every action on members and editors, nothing on the owner', async () => {
    signIn(serverUser);
    fakeServer({
      ...noComments,
      'GET /api/projects/p1': () => jsonResponse({ success: true, project: asRole('owner') }),
    });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/p1');
    const list = await teamList();
    expect(list.getAllByRole('button', { name: /^Actions for / })).toHaveLength(3);
    expect(list.queryByRole('button', { name: 'Actions for Ada Lovelace' })).not.toBeInTheDocument();
    expect(await actionsFor(user, 'Alan Turing')).toEqual([
      'Make editor',
      'Make owner',
      'Remove from project',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(await actionsFor(user, 'Bo Lindqvist')).toEqual([
      'Make member',
      'Make owner',
      'Remove from project',
    ]);
  });

  it('offers an editor only removing members: not editors, nor the owner', async () => {
    signIn(otherUser);
    fakeServer({
      ...noComments,
      'GET /api/projects/p1': () => jsonResponse({ success: true, project: asRole('editor') }),
    });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/p1');
    const list = await teamList();
    expect(list.getAllByRole('button', { name: /^Actions for / })).toHaveLength(1);
    expect(await actionsFor(user, 'Alan Turing')).toEqual(['Remove from project']);
  });

  it('offers a member nothing', async () => {
    signIn({ ...serverUser, id: 'u3', username: 'alan', fullName: 'Alan Turing' });
    fakeServer({
      ...noComments,
      'GET /api/projects/p1': () => jsonResponse({ success: true, project: asRole('contributor') }),
    });
    renderRoutes(projectRoutes, '/projects/p1');
    const list = await teamList();
    expect(list.getAllByRole('listitem')).toHaveLength(4);
    expect(list.queryByRole('button', { name: /^Actions for / })).not.toBeInTheDocument();
  });

  it('opens from the keyboard, and Escape gives the focus back to its button', async () => {
    signIn(serverUser);
    fakeServer({
      ...noComments,
      'GET /api/projects/p1': () => jsonResponse({ success: true, project: asRole('owner') }),
    });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/p1');
    (await teamList()).getByRole('button', { name: 'Actions for Alan Turing' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Make editor' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect((await teamList()).getByRole('button', { name: 'Actions for Alan Turing' })).toHaveFocus();
  });

  it('removes a member once asked again, and the team is read again', async () => {
    signIn(serverUser);
    let contributors = band;
    const fetchMock = fakeServer({
      ...noComments,
      'GET /api/projects/p1': () => jsonResponse({ success: true, project: asRole('owner', contributors) }),
      'DELETE /api/projects/p1/members/u3': () => {
        contributors = band.filter((member) => member !== alan);
        return jsonResponse({ success: true });
      },
    });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/p1');
    const list = await teamList();

    await actionsFor(user, 'Alan Turing');
    await user.click(screen.getByRole('menuitem', { name: 'Remove from project' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove Alan Turing from Night Drive?' });
    expect(dialog).toHaveTextContent('They lose access at once; their votes, comments and credits stay.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/projects/p1/members/u3')).toHaveLength(0);
    expect(list.getByText('Alan Turing')).toBeInTheDocument();

    await actionsFor(user, 'Alan Turing');
    await user.click(screen.getByRole('menuitem', { name: 'Remove from project' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove Alan Turing from Night Drive?' });
    const reads = callsTo(fetchMock, 'GET', '/api/projects/p1').length;
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(list.queryByText('Alan Turing')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', '/api/projects/p1/members/u3')).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/projects/p1').length).toBeGreaterThan(reads));
    expect(await screen.findByText('Removed from the project.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Team · 3' })).toBeInTheDocument();
  });

  it('hands the project to a member once asked again; the owner stays on as an editor', async () => {
    signIn(serverUser);
    let project = asRole('owner');
    const fetchMock = fakeServer({
      ...noComments,
      'GET /api/projects/p1': () => jsonResponse({ success: true, project }),
      'POST /api/projects/p1/owner': () => {
        project = serverProject({
          ownerUserId: 'u3',
          contributors: [{ ...alan, role: 'owner' }, { ...ada, role: 'editor' }, grace, bo],
          userRoleInProject: 'editor',
          policies: policiesAs('editor'),
        });
        return jsonResponse({ success: true });
      },
    });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/p1');
    const list = await teamList();

    await actionsFor(user, 'Alan Turing');
    await user.click(screen.getByRole('menuitem', { name: 'Make owner' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Make Alan Turing the owner of Night Drive?',
    });
    expect(dialog).toHaveTextContent('You stay on as an editor.');
    await user.click(within(dialog).getByRole('button', { name: 'Make owner' }));

    expect(callsTo(fetchMock, 'POST', '/api/projects/p1/owner')).toEqual([{ userId: 'u3' }]);
    await waitFor(() => expect(list.getAllByRole('listitem')[0]).toHaveTextContent(/Alan Turing.*Owner/));
    expect(list.getAllByRole('listitem')[1]).toHaveTextContent(/Ada Lovelace.*Editor/);
    // An editor now: editors are not theirs to remove, and nobody else is a member.
    expect(list.queryByRole('button', { name: /^Actions for / })).not.toBeInTheDocument();
  });
});
