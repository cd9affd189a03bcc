import type { Contribution, Project } from '@create-together/contract';
import { act } from '@testing-library/react';
import { Outlet } from 'react-router';
import { RealtimeProvider } from '@/hooks/realtime';
import { RealtimeConnection } from '@/lib/realtime/connection';
import type { fakeSocketFactory } from '@/test/fake-socket';
import {
  type FakeHandler,
  fakeServer,
  jsonResponse,
  policiesAs,
  renderRoutes,
  serverProject,
  UNREVIEWED,
} from '@/test/helpers';
import { WorkspacePage } from './workspace-pages';

/** The JSON bodies sent to `METHOD /path`, in order. */
export function sentBodies(fetchMock: ReturnType<typeof fakeServer>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

export function serverContribution(overrides: Partial<Contribution> = {}): Contribution {
  return {
    id: 'c1',
    author: { userId: 'u2', username: 'grace', avatarUrl: null },
    content: 'A **bridge** in D minor.',
    status: 'open',
    mergedAt: null,
    votes: 2,
    hasVoted: false,
    myVote: 0,
    ...UNREVIEWED,
    media: null,
    takes: [],
    song: null,
    policies: { canVote: false, canRevise: false, canMerge: false },
    createdAt: 1_700_000_100,
    updatedAt: 1_700_000_100,
    ...overrides,
  };
}

/**
 * The usual answers for project p1 with `project` overrides and these contributions, each with the
 * policies our server gives the caller the project's role makes them (open ones only are voted on
 * or merged).
 */
export function projectHandlers(
  project: Partial<Project>,
  contributions: Contribution[] = [serverContribution()],
) {
  const may = policiesAs(project.userRoleInProject ?? null, project.status);
  const asSent = contributions.map((c) => ({
    ...c,
    policies: {
      // The signed-in user (u1) votes on others' open contributions and changes their own.
      canVote: may.canVote && c.status === 'open' && c.author.userId !== 'u1',
      canRevise: may.canPropose && c.status === 'open' && c.author.userId === 'u1',
      canMerge: may.canMerge && c.status === 'open',
    },
  }));
  return {
    'GET /api/projects/p1': () => jsonResponse({ success: true, project: serverProject(project) }),
    'GET /api/projects/p1/contributions': () => jsonResponse({ success: true, contributions: asSent }),
    // A song without tracks: the song panel stays out of the way (or offers editors the first track).
    'GET /api/projects/p1/song': () =>
      jsonResponse({
        success: true,
        song: { rev: 0, tempoBpm: null, beatsPerBar: 4, lengthMs: 0, tracks: [] },
      }),
  } satisfies Record<string, FakeHandler>;
}

export function renderWorkspace(path = '/workspace/p1') {
  return renderRoutes(
    [
      { path: '/workspace/new', element: <h1>New project form</h1> },
      { path: '/workspace/:id', element: <WorkspacePage /> },
      { path: '/projects/:id', element: <h1>Project page</h1> },
    ],
    path,
  );
}

/**
 * The workspace of a signed-in tab whose live connection runs on `sockets` (a fake socket the test
 * plays the server on), signed in already.
 */
export function renderLiveWorkspace(sockets: ReturnType<typeof fakeSocketFactory>, path = '/workspace/p1') {
  const createConnection = () => new RealtimeConnection({ createSocket: sockets.createSocket });
  const view = renderRoutes(
    [
      {
        element: (
          <RealtimeProvider userId="u1" createConnection={createConnection}>
            <Outlet />
          </RealtimeProvider>
        ),
        children: [
          { path: '/workspace/:id', element: <WorkspacePage /> },
          { path: '/projects/:id', element: <h1>Project page</h1> },
        ],
      },
    ],
    path,
  );
  act(() => sockets.latest.accept('u1'));
  return view;
}

export const asOwner = { userRoleInProject: 'owner' } as const;
export const asContributor = { userRoleInProject: 'contributor' } as const;

export { fakeServer };
