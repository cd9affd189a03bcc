import type { Collective, CollectiveMember, CollectiveRole } from '@create-together/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '@/components/toast/toast-store';
import { type FakeHandler, fakeServer, jsonResponse, resetAppState } from '@/test/helpers';
import {
  collectivePoliciesAs,
  renderCollectives,
  serverCollective,
  serverSummary,
  signIn,
} from './collectives-test-utils';

const DETAIL = 'GET /api/collectives/c1';
const person = (
  userId: string,
  username: string,
  fullName: string,
  role: CollectiveRole,
): CollectiveMember => ({
  userId,
  username,
  fullName,
  avatarUrl: null,
  role,
  joinedAt: 1_700_000_000,
});
const grace = person('u2', 'grace', 'Grace Hopper', 'founder');
const bo = person('u4', 'bo', 'Bo Lindqvist', 'moderator');
const alan = person('u3', 'alan', 'Alan Turing', 'member');
const asRole = (role: CollectiveRole | null, members = [grace, bo, alan]): Collective =>
  serverCollective({ viewerRole: role, members, policies: collectivePoliciesAs(role) });
const detail = (collective: Collective) => () => jsonResponse({ success: true, collective });
const summary = () => jsonResponse({ success: true, collective: serverSummary({ viewerRole: 'founder' }) });

/** Answers with each of `answers` in turn (the last one from then on). */
function inTurn(...answers: Array<() => Response>): FakeHandler {
  let call = 0;
  return () => (answers[Math.min(call++, answers.length - 1)] as () => Response)();
}

const requests = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
const memberList = async () => within(await screen.findByRole('list', { name: 'Members' }));
type User = ReturnType<typeof userEvent.setup>;

/** The actions a member's menu offers, once its code has come and it is open. */
async function actionsFor(user: User, member: string) {
  await user.click((await memberList()).getByRole('button', { name: `Actions for ${member}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('a member’s actions in a collective', () => {
  beforeEach(() => {
    resetAppState();
    signIn();
  });

  it('shows each member’s role: Founder and Moderator badges', async () => {
    fakeServer({ [DETAIL]: detail(asRole(null)) });
    renderCollectives('/collectives/c1');
    const links = (await memberList()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Grace HopperFounder'),
      expect.stringContaining('Bo LindqvistModerator'),
      expect.stringContaining('Alan Turing@alan'),
    ]);
  });

  it('offers the founder moderators and removal for everyone but themselves', async () => {
    fakeServer({ [DETAIL]: detail(asRole('founder')) });
    const user = userEvent.setup();
    renderCollectives('/collectives/c1');
    const list = await memberList();
    expect(list.getAllByRole('button', { name: /^Actions for / })).toHaveLength(2);
    expect(list.queryByRole('button', { name: 'Actions for Grace Hopper' })).toBeNull();
    expect(await actionsFor(user, 'Alan Turing')).toEqual(['Make moderator', 'Remove from collective']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await actionsFor(user, 'Bo Lindqvist')).toEqual(['Remove moderator', 'Remove from collective']);
  });

  it('offers a moderator only removing plain members', async () => {
    fakeServer({ [DETAIL]: detail(asRole('moderator')) });
    const user = userEvent.setup();
    renderCollectives('/collectives/c1');
    const list = await memberList();
    expect(list.getAllByRole('button', { name: /^Actions for / })).toHaveLength(1);
    expect(await actionsFor(user, 'Alan Turing')).toEqual(['Remove from collective']);
  });

  it('offers a plain member and a stranger no actions', async () => {
    fakeServer({ [DETAIL]: inTurn(detail(asRole('member')), detail(asRole(null))) });
    const { queryClient } = renderCollectives('/collectives/c1');
    await screen.findByRole('heading', { level: 1 });
    expect((await memberList()).queryByRole('button')).toBeNull();
    await queryClient.refetchQueries();
    expect((await memberList()).queryByRole('button')).toBeNull();
  });

  it('makes a member a moderator from the keyboard, then reads the collective again', async () => {
    const fetchMock = fakeServer({
      [DETAIL]: inTurn(
        detail(asRole('founder')),
        detail(asRole('founder', [grace, bo, { ...alan, role: 'moderator' }])),
      ),
      'PUT /api/collectives/c1/members/u3': summary,
    });
    const user = userEvent.setup();
    renderCollectives('/collectives/c1');
    const button = (await memberList()).getByRole('button', { name: 'Actions for Alan Turing' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Make moderator' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const again = (await memberList()).getByRole('button', { name: 'Actions for Alan Turing' });
    expect(again).toHaveFocus();
    // Now a menu button of its own: ↓ opens it on its first item.
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menuitem', { name: 'Make moderator' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(requests(fetchMock)).toEqual([DETAIL, 'PUT /api/collectives/c1/members/u3', DETAIL]),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ role: 'moderator' });
    const alanRow = (await memberList()).getAllByRole('link')[2] as HTMLElement;
    await waitFor(() => expect(alanRow).toHaveTextContent('Moderator'));
  });

  it('takes a moderator’s role back', async () => {
    const fetchMock = fakeServer({
      [DETAIL]: detail(asRole('founder')),
      'PUT /api/collectives/c1/members/u4': summary,
    });
    const user = userEvent.setup();
    renderCollectives('/collectives/c1');
    await actionsFor(user, 'Bo Lindqvist');
    await user.click(screen.getByRole('menuitem', { name: 'Remove moderator' }));
    await waitFor(() => expect(requests(fetchMock)).toContain('PUT /api/collectives/c1/members/u4'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ role: 'member' });
  });

  it('asks before removing a member, then removes them and reads the collective again', async () => {
    const fetchMock = fakeServer({
      [DETAIL]: inTurn(detail(asRole('moderator')), detail(asRole('moderator', [grace, bo]))),
      'DELETE /api/collectives/c1/members/u3': summary,
    });
    const user = userEvent.setup();
    renderCollectives('/collectives/c1');
    await actionsFor(user, 'Alan Turing');
    await user.click(screen.getByRole('menuitem', { name: 'Remove from collective' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove Alan Turing from Night Shift Collective?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests(fetchMock)).toEqual([DETAIL]);
    // The focus goes back to the member's button once the dialog has gone.
    const button = (await memberList()).getByRole('button', { name: 'Actions for Alan Turing' });
    await waitFor(() => expect(button).toHaveFocus());

    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Remove from collective' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.getByRole('list', { name: 'Members' }).children).toHaveLength(2));
    expect(requests(fetchMock)).toEqual([DETAIL, 'DELETE /api/collectives/c1/members/u3', DETAIL]);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['Removed from the collective.']);
  });
});
