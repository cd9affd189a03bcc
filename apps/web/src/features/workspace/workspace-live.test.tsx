import type { Contribution, Project, RoomChange, RoomPresence } from '@create-together/contract';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapServerUser, useAuthStore } from '@/features/auth';
import { fakeSocketFactory } from '@/test/fake-socket';
import {
  advance,
  errorResponse,
  jsonResponse,
  OPEN_REVIEW,
  policiesAs,
  resetAppState,
  serverProject,
  serverUser,
  useFakeClock,
} from '@/test/helpers';
import { asContributor, fakeServer, renderLiveWorkspace, serverContribution } from './workspace-test-utils';

const ada: RoomPresence = { userId: 'u1', username: 'ada', avatarUrl: null, activity: null };
const grace: RoomPresence = { userId: 'u2', username: 'grace', avatarUrl: null, activity: 'editing' };
const linus: RoomPresence = { userId: 'u3', username: 'linus', avatarUrl: null, activity: null };

const GET_PROJECT = '/api/projects/p1';
const GET_CONTRIBUTIONS = '/api/projects/p1/contributions';

let factory: ReturnType<typeof fakeSocketFactory>;

/**
 * Our server for project p1, whose answers the test changes as the project changes elsewhere:
 * `state.project` (overrides, or null for a 404) and `state.contributions`.
 */
function liveServer(project: Partial<Project>, contributions: Contribution[] = [serverContribution()]) {
  const state: { project: Partial<Project> | null; contributions: Contribution[] } = {
    project,
    contributions,
  };
  const may = (c: Contribution) => {
    const role = policiesAs(state.project?.userRoleInProject ?? null);
    return {
      canVote: role.canVote && c.status === 'open',
      canRevise: false,
      canMerge: role.canMerge && c.status === 'open',
    };
  };
  const fetchMock = fakeServer({
    [`GET ${GET_PROJECT}`]: () =>
      state.project
        ? jsonResponse({ success: true, project: serverProject(state.project) })
        : errorResponse(404, 'Project not found.'),
    [`GET ${GET_CONTRIBUTIONS}`]: () =>
      state.project
        ? jsonResponse({
            success: true,
            contributions: state.contributions.map((c) => ({ ...c, policies: may(c) })),
          })
        : errorResponse(404, 'Project not found.'),
  });
  const reads = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path).length;
  return { state, fetchMock, reads };
}

const room = {
  joined: (here: RoomPresence[] = [ada]) =>
    act(() => factory.latest.receive({ type: 'room_joined', projectId: 'p1', here })),
  presence: (here: RoomPresence[]) =>
    act(() => factory.latest.receive({ type: 'room_presence', projectId: 'p1', here })),
  change: (change: RoomChange) =>
    act(() =>
      factory.latest.receive({ type: 'room_change', projectId: 'p1', change, at: 1_746_100_000_000 }),
    ),
};

/** In the room, with what its welcome read again back: from here on only a change can change the screen. */
async function inRoom(queryClient: QueryClient, here?: RoomPresence[]) {
  room.joined(here);
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

const hereNow = () => screen.getByRole('list', { name: 'Here now' });
/** Each face's name, as its tooltip says it (and a screen reader reads it, checked below). */
const faces = () =>
  within(hereNow())
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('title'));
const card = (author: string) => screen.getByRole('article', { name: `Contribution by ${author}` });
const score = (article: HTMLElement) =>
  within(article).getByText(/^[+-]?\d+$/, { ignore: 'button *, script, style' });

beforeEach(() => {
  resetAppState();
  useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(serverUser) });
  factory = fakeSocketFactory();
});
afterEach(() => {
  vi.useRealTimers();
  resetAppState();
});

describe('the workspace is a live room', () => {
  it('joins the project’s room and shows who is here now: you first, each named, an editor marked', async () => {
    liveServer(asContributor);
    renderLiveWorkspace(factory);
    await screen.findByRole('link', { name: 'Night Drive' });
    expect(factory.latest.frames).toContainEqual({ type: 'room_join', projectId: 'p1' });
    // Before the room answers, you are here all the same.
    expect(faces()).toEqual(['You']);

    room.joined([ada, grace]);
    expect(faces()).toEqual(['You', 'grace (editing)']);
    expect(within(hereNow()).getByText('grace (editing)')).toHaveClass('sr-only');

    room.presence([linus, ada]);
    expect(faces()).toEqual(['You', 'linus']);
  });

  it('a vote heard in the room shows its exact count; my own vote from another tab presses my button', async () => {
    const server = liveServer(asContributor, [serverContribution({ votes: 2 })]);
    const { queryClient } = renderLiveWorkspace(factory);
    await screen.findByRole('article', { name: 'Contribution by grace' });
    await inRoom(queryClient);
    expect(score(card('grace'))).toHaveTextContent('+2');

    room.change({
      type: 'contribution_voted',
      userId: 'u3',
      contributionId: 'c1',
      myVote: 1,
      votes: 5,
      voters: [],
      review: OPEN_REVIEW,
    });
    await waitFor(() => expect(score(card('grace'))).toHaveTextContent('+5'));
    expect(within(card('grace')).getByRole('button', { name: 'Vote +1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    room.change({
      type: 'contribution_voted',
      userId: 'u1',
      contributionId: 'c1',
      myVote: -1,
      votes: 3,
      voters: [],
      review: OPEN_REVIEW,
    });
    await waitFor(() => expect(score(card('grace'))).toHaveTextContent('+3'));
    expect(within(card('grace')).getByRole('button', { name: 'Vote −1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Put in place as the room said, not read again.
    expect(server.reads(GET_CONTRIBUTIONS)).toBe(2);
  });

  it('a proposal heard in the room is read again, and its card shows without a reload', async () => {
    const server = liveServer(asContributor);
    const { queryClient } = renderLiveWorkspace(factory);
    await screen.findByRole('article', { name: 'Contribution by grace' });
    await inRoom(queryClient);

    server.state.contributions = [
      serverContribution(),
      serverContribution({
        id: 'c2',
        author: { userId: 'u3', username: 'linus', avatarUrl: null },
        content: 'A _middle eight_',
        votes: 0,
        createdAt: 1_700_000_500,
      }),
    ];
    room.change({ type: 'contribution_proposed', userId: 'u3', contributionId: 'c2' });
    const list = screen.getByRole('list', { name: 'Contributions, newest first' });
    expect(await within(list).findByRole('article', { name: 'Contribution by linus' })).toHaveTextContent(
      'A middle eight',
    );
    expect(screen.getByRole('heading', { name: /Contributions/ })).toHaveTextContent('Contributions2');
  });

  it('a merge heard in the room shows the contribution merged and the new main content', async () => {
    const server = liveServer(asContributor);
    const { queryClient } = renderLiveWorkspace(factory);
    await screen.findByRole('article', { name: 'Contribution by grace' });
    await inRoom(queryClient);

    server.state.contributions = [serverContribution({ status: 'merged', mergedAt: 1_700_000_800 })];
    server.state.project = {
      ...asContributor,
      workspace: {
        mainContent: '# Night Drive\n\n## grace\n\nA bridge in D minor.',
        lastUpdated: 1_700_000_800,
      },
    };
    room.change({ type: 'contribution_merged', userId: 'u1', contributionId: 'c1' });
    expect(await within(card('grace')).findByText(/Merged/)).toBeInTheDocument();
    const main = screen.getByRole('region', { name: 'Main content' });
    expect(await within(main).findByRole('heading', { name: 'grace' })).toBeInTheDocument();
  });

  it('reads the workspace again each time the room lets it in: once loaded, and after a reconnect', async () => {
    const server = liveServer(asContributor, [serverContribution({ votes: 2 })]);
    renderLiveWorkspace(factory);
    await screen.findByRole('article', { name: 'Contribution by grace' });
    expect([server.reads(GET_PROJECT), server.reads(GET_CONTRIBUTIONS)]).toEqual([1, 1]);
    // What changed between the first read and the join would otherwise never show.
    room.joined([ada, grace]);
    await waitFor(() => expect([server.reads(GET_PROJECT), server.reads(GET_CONTRIBUTIONS)]).toEqual([2, 2]));

    // Away: a vote is missed.
    useFakeClock();
    act(() => factory.latest.serverClose());
    expect(faces()).toEqual(['You']);
    server.state.contributions = [serverContribution({ votes: 7 })];
    await advance(1_000);
    vi.useRealTimers();
    act(() => factory.latest.accept('u1'));
    expect(factory.latest.frames).toContainEqual({ type: 'room_join', projectId: 'p1' });
    expect(score(card('grace'))).toHaveTextContent('+2');

    room.joined([ada, grace]);
    await waitFor(() => expect(score(card('grace'))).toHaveTextContent('+7'));
    expect([server.reads(GET_PROJECT), server.reads(GET_CONTRIBUTIONS)]).toEqual([3, 3]);
    expect(faces()).toEqual(['You', 'grace (editing)']);
  });

  it('a room that closes (the project became private) reads the project again and says it is not found', async () => {
    const server = liveServer(asContributor);
    const { queryClient } = renderLiveWorkspace(factory);
    await screen.findByRole('link', { name: 'Night Drive' });
    await inRoom(queryClient);

    server.state.project = null;
    act(() =>
      factory.latest.receive({ type: 'room_closed', projectId: 'p1', message: 'Project not found.' }),
    );
    expect(await screen.findByText("This workspace doesn't exist")).toBeInTheDocument();
  });
});
