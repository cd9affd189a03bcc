import type { Collective } from '@create-together/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '@/components/toast/toast-store';
import {
  errorResponse,
  type FakeHandler,
  fakeServer,
  jsonResponse,
  resetAppState,
  serverProject,
} from '@/test/helpers';
import {
  collectivePoliciesAs,
  renderCollectives,
  serverCollective,
  serverSummary,
  signIn,
} from './collectives-test-utils';

const DETAIL = 'GET /api/collectives/c1';
const detail = (overrides: Partial<Collective> = {}) =>
  jsonResponse({ success: true, collective: serverCollective(overrides) });
const summary = (overrides: Parameters<typeof serverSummary>[0] = {}) =>
  jsonResponse({ success: true, collective: serverSummary(overrides) });

/** Answers the detail with each of `answers` in turn (the last one from then on). */
function inTurn(...answers: Array<() => Response>): FakeHandler {
  let call = 0;
  return () => (answers[Math.min(call++, answers.length - 1)] as () => Response)();
}

const requests = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);

describe('/collectives/{id}', () => {
  beforeEach(() => resetAppState());

  it('shows a visitor the collective, its projects and members, and a sign-in link to join', async () => {
    fakeServer({
      [DETAIL]: () => detail({ projects: [serverProject({ projectId: 'p7', name: 'Harbour Lights' })] }),
    });
    renderCollectives('/collectives/c1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Night Shift Collective' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Late-night synth sessions, every week.')).toBeInTheDocument();
    expect(screen.getByText('7 members')).toBeInTheDocument();
    expect(screen.getByText('2 public projects')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((t) => t.textContent),
    ).toEqual(['Synthwave', 'Modular', 'Ambient', 'Techno']);

    expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcollectives%2Fc1',
    );
    expect(screen.queryByRole('button', { name: /Join|Leave/ })).toBeNull();

    const projects = screen.getByRole('list', { name: 'Projects' });
    expect(within(projects).getByRole('link', { name: 'Harbour Lights' })).toHaveAttribute(
      'href',
      '/projects/p7',
    );

    const members = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('link');
    expect(members.map((m) => m.getAttribute('href'))).toEqual(['/profile/u2', '/profile/u3']);
    expect(members[0]).toHaveTextContent('Grace Hopper');
    expect(members[0]).toHaveTextContent('Founder');
    expect(members[1]).toHaveTextContent('Alan Turing');
    expect(members[1]).not.toHaveTextContent('Founder');
  });

  it('lets a signed-in visitor join, then asks the server again and offers Leave', async () => {
    signIn();
    const fetchMock = fakeServer({
      [DETAIL]: inTurn(
        () => detail(),
        () => detail({ viewerRole: 'member', membersCount: 8 }),
      ),
      'POST /api/collectives/c1/members': () => summary({ viewerRole: 'member', membersCount: 8 }),
    });
    const user = userEvent.setup();
    renderCollectives('/collectives/c1');
    await user.click(await screen.findByRole('button', { name: 'Join collective' }));
    expect(await screen.findByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(screen.getByText('8 members')).toBeInTheDocument();
    expect(requests(fetchMock)).toEqual([DETAIL, 'POST /api/collectives/c1/members', DETAIL]);
  });

  it('asks before a member leaves, then leaves and offers Join again', async () => {
    signIn();
    const fetchMock = fakeServer({
      [DETAIL]: inTurn(
        () => detail({ viewerRole: 'member' }),
        () => detail({ viewerRole: null, membersCount: 6 }),
      ),
      'DELETE /api/collectives/c1/members/me': () => summary({ membersCount: 6 }),
    });
    const user = userEvent.setup();
    renderCollectives('/collectives/c1');
    await user.click(await screen.findByRole('button', { name: 'Leave' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Night Shift Collective?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests(fetchMock)).toEqual([DETAIL]);

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave collective' }),
    );
    expect(await screen.findByRole('button', { name: 'Join collective' })).toBeInTheDocument();
    expect(requests(fetchMock)).toEqual([DETAIL, 'DELETE /api/collectives/c1/members/me', DETAIL]);
  });

  it('shows the founder a Founder badge and why they cannot leave, with no Leave button', async () => {
    signIn();
    fakeServer({ [DETAIL]: () => detail({ viewerRole: 'founder' }) });
    renderCollectives('/collectives/c1');
    const header = (await screen.findByRole('heading', { level: 1 })).closest('header') as HTMLElement;
    expect(within(header).getByText('Founder')).toBeInTheDocument();
    expect(within(header).getByText('As the founder, you stay with your collective.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Join collective' })).toBeNull();
  });

  it('offers Join and Leave as the collective’s policies say, whatever the role', async () => {
    signIn();
    const none = { ...collectivePoliciesAs(null), canJoin: false };
    fakeServer({
      [DETAIL]: inTurn(
        () => detail({ viewerRole: null, policies: none }),
        () => detail({ viewerRole: 'member', policies: { ...none, canAddProjects: true } }),
      ),
    });
    const { queryClient } = renderCollectives('/collectives/c1');
    const header = (await screen.findByRole('heading', { level: 1 })).closest('header') as HTMLElement;
    expect(within(header).queryByRole('button')).toBeNull();

    await queryClient.refetchQueries();
    expect(await within(header).findByText('Member')).toBeInTheDocument();
    expect(within(header).queryByRole('button')).toBeNull();
  });

  it('tells those who may add projects how, when there are none yet', async () => {
    signIn();
    fakeServer({
      [DETAIL]: inTurn(
        () => detail({ viewerRole: null }),
        () => detail({ viewerRole: 'member' }),
      ),
    });
    const { queryClient } = renderCollectives('/collectives/c1');
    expect(await screen.findByText('No projects here yet.')).toBeInTheDocument();

    await queryClient.refetchQueries();
    expect(
      await screen.findByText(
        'No projects here yet. Projects you own can be added to the collectives you are in.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a refused join as a toast and the page as the server now has it', async () => {
    signIn();
    const fetchMock = fakeServer({
      [DETAIL]: inTurn(
        () => detail(),
        () => detail({ viewerRole: 'member' }),
      ),
      'POST /api/collectives/c1/members': () =>
        errorResponse(409, 'You are already a member of this collective.'),
    });
    const user = userEvent.setup();
    renderCollectives('/collectives/c1');
    await user.click(await screen.findByRole('button', { name: 'Join collective' }));
    expect(await screen.findByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(useToastStore.getState().toasts.map((t) => [t.type, t.message])).toEqual([
      ['error', 'You are already a member of this collective.'],
    ]);
    expect(requests(fetchMock)).toEqual([DETAIL, 'POST /api/collectives/c1/members', DETAIL]);
  });

  it('tells a stranger how to get into an invite-only collective, with no Join', async () => {
    signIn();
    const invited = { visibility: 'invite_only' as const };
    fakeServer({
      [DETAIL]: inTurn(
        () => detail({ ...invited, policies: { ...collectivePoliciesAs(null), canJoin: false } }),
        () => detail({ ...invited, viewerRole: 'member' }),
      ),
    });
    const { queryClient } = renderCollectives('/collectives/c1');
    const header = (await screen.findByRole('heading', { level: 1 })).closest('header') as HTMLElement;
    expect(within(header).getByText('Invite-only')).toBeInTheDocument();
    expect(
      within(header).getByText('Invite-only: ask its founder or a moderator for an invitation.'),
    ).toBeInTheDocument();
    expect(within(header).queryByRole('button')).toBeNull();

    // Once in (an invitation accepted), a member leaves as in any other.
    await queryClient.refetchQueries();
    expect(await within(header).findByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(within(header).queryByText(/ask its founder/)).toBeNull();
  });

  it('tells a visitor the same, rather than offering to sign in to join', async () => {
    fakeServer({
      [DETAIL]: () =>
        detail({ visibility: 'invite_only', policies: { ...collectivePoliciesAs(null), canJoin: false } }),
    });
    renderCollectives('/collectives/c1');
    expect(
      await screen.findByText('Invite-only: ask its founder or a moderator for an invitation.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to join' })).toBeNull();
  });

  it('shows the cover atop the page, Edit to the founder only, Invite people to the founder and moderators', async () => {
    signIn();
    fakeServer({
      [DETAIL]: inTurn(
        () => detail({ viewerRole: 'founder', coverUrl: '/media/wide.png' }),
        () => detail({ viewerRole: 'moderator', coverUrl: '/media/wide.png' }),
        () => detail({ viewerRole: 'member', coverUrl: '/media/wide.png' }),
      ),
    });
    const { queryClient } = renderCollectives('/collectives/c1');
    const header = (await screen.findByRole('heading', { level: 1 })).closest('header') as HTMLElement;
    expect(header.querySelector('img')).toHaveAttribute('src', '/media/wide.png');
    expect(within(header).queryByText('Invite-only')).toBeNull();
    expect(within(header).getByRole('link', { name: 'Edit collective' })).toHaveAttribute(
      'href',
      '/collectives/c1/edit',
    );

    const invite = () => within(header).queryByRole('link', { name: 'Invite people' });
    expect(invite()).toHaveAttribute('href', '/collectives/c1/invite');

    await queryClient.refetchQueries();
    await waitFor(() => expect(within(header).queryByRole('link', { name: 'Edit collective' })).toBeNull());
    expect(invite()).toHaveAttribute('href', '/collectives/c1/invite');

    await queryClient.refetchQueries();
    await waitFor(() => expect(invite()).toBeNull());
  });

  it('says when there is no such collective', async () => {
    fakeServer({});
    renderCollectives('/collectives/nope');
    expect(await screen.findByRole('heading', { name: 'Collective not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse collectives' })).toHaveAttribute('href', '/collectives');
  });

  it('shows another failure with a way to try again', async () => {
    fakeServer({
      [DETAIL]: inTurn(
        () => errorResponse(500, 'Something went wrong on our side. Please try again.'),
        () => detail(),
      ),
    });
    const user = userEvent.setup();
    renderCollectives('/collectives/c1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The collective could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Night Shift'));
  });
});
