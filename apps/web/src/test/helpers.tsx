import type {
  Contribution,
  ContributionReview,
  Post,
  Project,
  ProjectPolicies,
} from '@create-together/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { feedbackCache } from '@/app/mutation-feedback';
import { useToastStore } from '@/components/toast/toast-store';
import { useAuthStore } from '@/features/auth';
import { resetSessionCheckThrottle } from '@/features/auth/auth-store';
import { resetAuth401Throttle } from '@/lib/auth-events';

/** Fakes only the clocks (not microtasks or React's scheduler), so promises still settle. */
export function useFakeClock(now = new Date('2025-05-01T12:00:00Z')) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], now });
}

/** Moves the fake clock and lets React and pending promises catch up. */
export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Lets pending promises (e.g. a mocked fetch) settle and React re-render. */
export async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

export function resetAppState() {
  useAuthStore.setState({
    user: null,
    isAuthenticated: false,
    loading: false,
    isVerifyingAuth: false,
    error: null,
  });
  resetSessionCheckThrottle();
  resetAuth401Throttle();
  useToastStore.getState().clear();
}

export const serverUser = {
  id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  fullName: 'Ada King Lovelace',
  avatarUrl: null,
  role: 'user',
  bio: 'Writes the first programs.',
  createdAt: 1_700_000_000,
  skills: ['synths'],
  interests: [],
};

/** A JSON Response like our server's. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function errorResponse(status: number, message: string): Response {
  return jsonResponse({ success: false, error: message, message }, status);
}

/** A promise to resolve by hand (an answer still on its way). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = new QueryClient({
    mutationCache: feedbackCache(),
    defaultOptions: { queries: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}

/**
 * The policies our server sends a signed-in caller with this role (apps/server policies/projects.ts):
 * test data only — the app itself never works them out.
 */
/** Where a contribution stands with rules that ask nothing: the owner decides. */
export const OPEN_REVIEW: ContributionReview = {
  approvals: 0,
  changesRequested: 0,
  staleVotes: 0,
  openThreads: 0,
  requiredApprovals: 0,
  blockers: [],
};

/** A contribution's review as our server sends it for one nobody voted on, never changed, no role named. */
export const UNREVIEWED: Pick<
  Contribution,
  'myVoteStale' | 'voters' | 'revision' | 'review' | 'creditRole'
> & {
  revisedAt: null;
} = {
  myVoteStale: false,
  voters: [],
  revision: 1,
  revisedAt: null,
  review: OPEN_REVIEW,
  creditRole: '',
};

export function policiesAs(
  role: Project['userRoleInProject'],
  status: Project['status'] = 'active',
  signedIn = true,
): ProjectPolicies {
  const active = status === 'active';
  const owner = role === 'owner';
  return {
    canEdit: owner,
    canJoin: signedIn && role === null && active,
    canLeave: role === 'contributor' || role === 'editor',
    canReact: signedIn,
    canPost: role !== null,
    canPropose: role !== null && active,
    canVote: role !== null && active,
    canMerge: owner && active,
    canEditMainContent: (owner || role === 'editor') && active,
    canViewHistory: role !== null,
    canInvite: owner,
    canChangeRoles: owner,
    canRemoveContributors: owner || role === 'editor',
    canRemoveEditors: owner,
    canTransferOwnership: owner,
    canEditTracks: (owner || role === 'editor') && active,
    canDownloadStems: role !== null,
  };
}

/**
 * A project as our server sends it (API.md "Project object"); `overrides` replace fields. Its
 * policies follow the role and status given, unless `overrides` names them too.
 */
export function serverProject(overrides: Partial<Project> = {}): Project {
  const role = overrides.userRoleInProject ?? null;
  return {
    policies: policiesAs(role, overrides.status),
    projectId: 'p1',
    name: 'Night Drive',
    description: 'A synthwave EP made by five people.',
    ownerUserId: 'u1',
    owner: { userId: 'u1', username: 'ada', avatarUrl: null },
    projectType: 'music',
    status: 'active',
    isPublic: true,
    coverImageUrl: null,
    createdAt: 1_700_000_000,
    updatedAt: 1_700_000_600,
    startDate: null,
    endDate: null,
    contributionCycleDays: 7,
    goals: 'Finish four tracks.',
    requiredSkills: ['synths', 'mixing'],
    requiredSkillsJson: '["synths","mixing"]',
    reviewRules: { requiredApprovals: 0, openThreadsBlock: false },
    userRoleInProject: null,
    likedByMe: false,
    stats: { likes: 3, comments: 1, views: 42 },
    contributors: [
      { userId: 'u1', username: 'ada', fullName: 'Ada Lovelace', avatarUrl: null, role: 'owner' },
    ],
    workspace: { mainContent: '# Night Drive', lastUpdated: 1_700_000_600 },
    ...overrides,
  };
}

/** A post as our server sends it (packages/contract `Post`); `overrides` replace fields. */
export function serverPost(overrides: Partial<Post> = {}): Post {
  return {
    postId: 'post1',
    author: { userId: 'u2', username: 'grace', fullName: 'Grace Hopper', avatarUrl: null },
    content: 'First take of the bass line is up.',
    media: null,
    project: null,
    likes: 2,
    comments: 1,
    likedByMe: false,
    // A signed-in reader who is not its author (give `policies` for its author's view).
    policies: { canDelete: false, canReact: true },
    createdAt: 1_700_000_000,
    ...overrides,
  };
}

/** An answer of the fake server to one `METHOD /path`. */
export type FakeHandler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A fake of our server: `METHOD /path` → answer; anything else is a 404. Returns the fetch mock. */
export function fakeServer(handlers: Record<string, FakeHandler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const handler = handlers[`${init?.method ?? 'GET'} ${url}`];
    return handler ? handler(init) : errorResponse(404, 'Not found.');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
