import type { Contribution, RoomChange } from '@create-together/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { postKeys } from '@/entities/posts';
import {
  type ClientProject,
  mapServerProject,
  projectKeys,
  projectQueryOptions,
  useLikeProject,
} from '@/entities/projects';
import { RealtimeProvider } from '@/hooks/realtime';
import { RealtimeConnection } from '@/lib/realtime/connection';
import { fakeSocketFactory } from '@/test/fake-socket';
import { deferred, fakeServer, jsonResponse, OPEN_REVIEW, serverProject, UNREVIEWED } from '@/test/helpers';
import { contributionsQueryOptions } from './api/get-contributions';
import { useVote } from './api/vote-on-contribution';
import { contributionKeys } from './contribution-keys';
import type { ClientContribution } from './contribution-model';
import { useProjectLive } from './use-project-live';

let factory: ReturnType<typeof fakeSocketFactory>;
let queryClient: QueryClient;

const contribution = (overrides: Partial<ClientContribution> = {}): ClientContribution => ({
  id: 'c1',
  author: { id: 'u2', name: 'grace', avatar: null },
  content: 'A bridge',
  status: 'open',
  mergedAt: null,
  votes: 2,
  hasVoted: false,
  myVote: 0,
  ...UNREVIEWED,
  media: null,
  takes: [],
  song: null,
  policies: { canVote: true, canRevise: false, canMerge: false },
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-01T10:00:00.000Z',
  ...overrides,
});

const CONTRIBUTIONS = contributionKeys.ofProject('p1');
const DETAIL = projectKeys.detail('p1');

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider
        userId="u1"
        createConnection={() => new RealtimeConnection({ createSocket: factory.createSocket })}
      >
        {children}
      </RealtimeProvider>
    </QueryClientProvider>
  );
}

/**
 * `useProjectLive('p1', 'u1')` (and `more`) on a signed-in connection, with the project and its
 * contributions in the cache unless `loaded` is false.
 */
function live<T>(more: () => T = () => undefined as T, loaded = true) {
  if (loaded) {
    queryClient.setQueryData(CONTRIBUTIONS, [contribution()]);
    queryClient.setQueryData(DETAIL, mapServerProject(serverProject()));
  }
  const view = renderHook(
    () => {
      const room = useProjectLive('p1', 'u1');
      return { room, more: more() };
    },
    { wrapper },
  );
  act(() => factory.latest.accept('u1'));
  return view;
}

const joined = () => act(() => factory.latest.receive({ type: 'room_joined', projectId: 'p1', here: [] }));
const change = (what: RoomChange, projectId = 'p1') =>
  act(() => factory.latest.receive({ type: 'room_change', projectId, change: what, at: 1 }));
const invalidated = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated;
const votes = () => queryClient.getQueryData<ClientContribution[]>(CONTRIBUTIONS)?.[0];
const project = () => queryClient.getQueryData<ClientProject>(DETAIL);

beforeEach(() => {
  factory = fakeSocketFactory();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

describe('useProjectLive', () => {
  it('joins the room, and reads again what it shows each time it is let in', () => {
    fakeServer({});
    live();
    expect(factory.latest.frames).toContainEqual({ type: 'room_join', projectId: 'p1' });
    joined();
    expect(invalidated(CONTRIBUTIONS)).toBe(true);
    expect(invalidated(DETAIL)).toBe(true);
  });

  it('what is still loading when it is let in is read again once it lands, not dropped on its way', async () => {
    const first = deferred<Response>();
    let reads = 0;
    fakeServer({
      'GET /api/projects/p1': () => {
        reads += 1;
        return reads === 1 ? first.promise : jsonResponse({ success: true, project: serverProject() });
      },
    });
    const { result } = live(() => useQuery(projectQueryOptions('p1')), false);
    await waitFor(() => expect(reads).toBe(1));
    joined();
    expect(reads).toBe(1);
    first.resolve(jsonResponse({ success: true, project: serverProject() }));
    await waitFor(() => expect(result.current.more.data?.title).toBe('Night Drive'));
    await waitFor(() => expect(reads).toBe(2));
  });

  it('puts a vote’s count in place exactly, and the voter’s own vote when it is mine', () => {
    fakeServer({});
    live();
    joined();
    queryClient.setQueryData(CONTRIBUTIONS, [contribution()]);

    change({
      type: 'contribution_voted',
      userId: 'u2',
      contributionId: 'c1',
      myVote: 1,
      votes: 9,
      voters: [],
      review: OPEN_REVIEW,
    });
    expect(votes()).toMatchObject({ votes: 9, myVote: 0, hasVoted: false });
    change({
      type: 'contribution_voted',
      userId: 'u1',
      contributionId: 'c1',
      myVote: -1,
      votes: 7,
      voters: [],
      review: OPEN_REVIEW,
    });
    expect(votes()).toMatchObject({ votes: 7, myVote: -1, hasVoted: true });
    expect(invalidated(CONTRIBUTIONS)).toBe(false);

    // Another project's room is not this one.
    change(
      {
        type: 'contribution_voted',
        userId: 'u2',
        contributionId: 'c1',
        myVote: 1,
        votes: 100,
        voters: [],
        review: OPEN_REVIEW,
      },
      'p2',
    );
    expect(votes()?.votes).toBe(7);
  });

  it('my vote’s answer never puts back a count older than the room’s', async () => {
    const answer = deferred<Response>();
    fakeServer({ 'POST /api/projects/p1/contributions/c1/vote': () => answer.promise });
    const { result } = live(() => useVote('p1'));
    joined();
    queryClient.setQueryData(CONTRIBUTIONS, [contribution({ votes: 2 })]);

    act(() => result.current.more.mutate({ contributionId: 'c1', value: 1, current: 0 }));
    await waitFor(() => expect(votes()).toMatchObject({ votes: 3, myVote: 1 }));
    // The room tells of my vote, then of someone's after it, before my answer comes.
    change({
      type: 'contribution_voted',
      userId: 'u1',
      contributionId: 'c1',
      myVote: 1,
      votes: 3,
      voters: [],
      review: OPEN_REVIEW,
    });
    change({
      type: 'contribution_voted',
      userId: 'u2',
      contributionId: 'c1',
      myVote: 1,
      votes: 4,
      voters: [],
      review: OPEN_REVIEW,
    });
    answer.resolve(
      jsonResponse({ success: true, votes: 3, hasVoted: true, myVote: 1, voters: [], review: OPEN_REVIEW }),
    );
    await waitFor(() => expect(result.current.more.isSuccess).toBe(true));
    expect(votes()).toMatchObject({ votes: 4, myVote: 1, hasVoted: true });
  });

  it('my vote’s answer counts when it comes before the room tells of it', async () => {
    fakeServer({
      'POST /api/projects/p1/contributions/c1/vote': () =>
        jsonResponse({ success: true, votes: 5, hasVoted: true, myVote: 1, voters: [], review: OPEN_REVIEW }),
    });
    const { result } = live(() => useVote('p1'));
    joined();
    queryClient.setQueryData(CONTRIBUTIONS, [contribution({ votes: 2 })]);
    act(() => result.current.more.mutate({ contributionId: 'c1', value: 1, current: 0 }));
    await waitFor(() => expect(result.current.more.isSuccess).toBe(true));
    expect(votes()).toMatchObject({ votes: 5, myVote: 1 });
    change({
      type: 'contribution_voted',
      userId: 'u1',
      contributionId: 'c1',
      myVote: 1,
      votes: 5,
      voters: [],
      review: OPEN_REVIEW,
    });
    expect(votes()).toMatchObject({ votes: 5, myVote: 1 });
  });

  it('a vote heard while the list is being read reads it again: the answer on its way is older', async () => {
    const stale: Contribution = {
      id: 'c1',
      author: { userId: 'u2', username: 'grace', avatarUrl: null },
      content: 'A bridge',
      status: 'open',
      mergedAt: null,
      votes: 2,
      hasVoted: false,
      myVote: 0,
      ...UNREVIEWED,
      media: null,
      takes: [],
      song: null,
      policies: { canVote: true, canRevise: false, canMerge: false },
      createdAt: 1_700_000_000,
      updatedAt: 1_700_000_000,
    };
    const first = deferred<Response>();
    let reads = 0;
    fakeServer({
      'GET /api/projects/p1/contributions': () => {
        reads += 1;
        return reads === 1
          ? first.promise
          : jsonResponse({ success: true, contributions: [{ ...stale, votes: 6 }] });
      },
    });
    live(() => useQuery(contributionsQueryOptions('p1')), false);
    await waitFor(() => expect(reads).toBe(1));
    change({
      type: 'contribution_voted',
      userId: 'u2',
      contributionId: 'c1',
      myVote: 1,
      votes: 6,
      voters: [],
      review: OPEN_REVIEW,
    });
    first.resolve(jsonResponse({ success: true, contributions: [stale] }));
    await waitFor(() => expect(reads).toBe(2));
    await waitFor(() => expect(votes()?.votes).toBe(6));
  });

  it('a proposal is read again, unless this screen listed it already (its own)', () => {
    fakeServer({});
    live();
    joined();
    queryClient.setQueryData(CONTRIBUTIONS, [contribution()]);
    change({ type: 'contribution_proposed', userId: 'u1', contributionId: 'c1' });
    expect(invalidated(CONTRIBUTIONS)).toBe(false);
    change({ type: 'contribution_proposed', userId: 'u2', contributionId: 'c2' });
    expect(invalidated(CONTRIBUTIONS)).toBe(true);
  });

  it('a merge reads again the contributions, the project (its main content) and the merged lists', () => {
    fakeServer({});
    live();
    joined();
    queryClient.setQueryData(CONTRIBUTIONS, [contribution()]);
    queryClient.setQueryData(DETAIL, mapServerProject(serverProject()));
    queryClient.setQueryData(contributionKeys.mergedBy('u2'), []);
    change({ type: 'contribution_merged', userId: 'u1', contributionId: 'c1' });
    expect(invalidated(CONTRIBUTIONS)).toBe(true);
    expect(invalidated(DETAIL)).toBe(true);
    expect(invalidated(contributionKeys.mergedBy('u2'))).toBe(true);
  });

  it.each([
    { type: 'workspace_changed', userId: 'u2' },
    { type: 'project_updated', userId: 'u2' },
    { type: 'member_joined', userId: 'u3' },
    { type: 'member_left', userId: 'u3' },
    { type: 'member_role_changed', userId: 'u1', memberId: 'u3', role: 'editor' },
  ] satisfies RoomChange[])('$type reads the project again', (what) => {
    fakeServer({});
    live();
    joined();
    queryClient.setQueryData(DETAIL, mapServerProject(serverProject()));
    change(what);
    expect(invalidated(DETAIL)).toBe(true);
  });

  it('a like puts the count in place, and my like when it is mine', () => {
    fakeServer({});
    live();
    joined();
    queryClient.setQueryData(DETAIL, mapServerProject(serverProject()));
    change({ type: 'project_liked', userId: 'u2', liked: true, likes: 8 });
    expect(project()).toMatchObject({ likedByMe: false, stats: { likes: 8 } });
    change({ type: 'project_liked', userId: 'u1', liked: true, likes: 9 });
    expect(project()).toMatchObject({ likedByMe: true, stats: { likes: 9 } });
    expect(invalidated(DETAIL)).toBe(false);
  });

  it('my like’s answer never puts back a count older than the room’s', async () => {
    const answer = deferred<Response>();
    fakeServer({ 'POST /api/projects/p1/like': () => answer.promise });
    const { result } = live(() => useLikeProject('p1'));
    joined();
    queryClient.setQueryData(
      DETAIL,
      mapServerProject(serverProject({ stats: { likes: 3, comments: 0, views: 0 } })),
    );
    act(() => result.current.more.mutate(true));
    await waitFor(() => expect(project()?.stats.likes).toBe(4));
    change({ type: 'project_liked', userId: 'u1', liked: true, likes: 4 });
    change({ type: 'project_liked', userId: 'u2', liked: true, likes: 5 });
    answer.resolve(jsonResponse({ success: true, likes: 4 }));
    await waitFor(() => expect(result.current.more.isSuccess).toBe(true));
    expect(project()).toMatchObject({ likedByMe: true, stats: { likes: 5 } });
  });

  it('a comment reads the comments and the project (its count) again', () => {
    fakeServer({});
    live();
    joined();
    queryClient.setQueryData(DETAIL, mapServerProject(serverProject()));
    queryClient.setQueryData(projectKeys.comments('p1'), []);
    change({ type: 'project_commented', userId: 'u2', commentId: 'k1' });
    expect(invalidated(projectKeys.comments('p1'))).toBe(true);
    expect(invalidated(DETAIL)).toBe(true);
  });

  it("a post's change reads again the project's post lists and that post's comments, not other lists", () => {
    fakeServer({});
    live();
    joined();
    const ours = postKeys.list({ sort: 'recent', projectId: 'p1' });
    const theirs = postKeys.list({ sort: 'recent', projectId: 'p2' });
    const page = { pages: [], pageParams: [] };
    queryClient.setQueryData(ours, page);
    queryClient.setQueryData(theirs, page);
    queryClient.setQueryData(postKeys.comments('post1'), []);
    change({ type: 'posts_changed', userId: 'u2', postId: 'post1' });
    expect(invalidated(ours)).toBe(true);
    expect(invalidated(theirs)).toBe(false);
    expect(invalidated(postKeys.comments('post1'))).toBe(true);
  });

  it('a closed room reads the project again (its page then says it is not found)', () => {
    fakeServer({});
    live();
    joined();
    queryClient.setQueryData(DETAIL, mapServerProject(serverProject()));
    act(() =>
      factory.latest.receive({ type: 'room_closed', projectId: 'p1', message: 'Project not found.' }),
    );
    expect(invalidated(DETAIL)).toBe(true);
  });
});
