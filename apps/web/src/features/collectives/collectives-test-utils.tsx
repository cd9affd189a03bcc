// Shared by the collectives tests (not itself a test file).
import type {
  Collective,
  CollectivePolicies,
  CollectiveRole,
  CollectiveSummary,
} from '@create-together/contract';
import { mapServerUser, useAuthStore } from '@/features/auth';
import { renderRoutes, serverUser } from '@/test/helpers';
import { CollectivePage } from './collective-page';
import { CollectivesPage } from './collectives-page';
import { CreateCollectivePage } from './create-collective-page';
import { EditCollectivePage } from './edit-collective-page';

/**
 * The policies our server sends a caller with this role (apps/server policies/collectives.ts): test
 * data only — the app itself never works them out.
 */
export function collectivePoliciesAs(role: CollectiveRole | null, signedIn = true): CollectivePolicies {
  const team = role === 'founder' || role === 'moderator';
  return {
    canJoin: signedIn && role === null,
    canLeave: role === 'member' || role === 'moderator',
    canAddProjects: role !== null,
    canEdit: role === 'founder',
    canInvite: team,
    canManageModerators: role === 'founder',
    canRemoveMembers: role === 'founder' ? 'all' : role === 'moderator' ? 'members' : 'none',
  };
}

/**
 * A collective as GET /api/collectives sends it to someone signed in; `overrides` replace fields. Its
 * policies follow the role given, unless `overrides` names them too.
 */
export function serverSummary(overrides: Partial<CollectiveSummary> = {}): CollectiveSummary {
  return {
    policies: collectivePoliciesAs(overrides.viewerRole ?? null),
    collectiveId: 'c1',
    name: 'Night Shift Collective',
    description: 'Late-night synth sessions, every week.',
    avatarUrl: null,
    coverUrl: null,
    visibility: 'public',
    tags: ['Synthwave', 'Modular', 'Ambient', 'Techno'],
    membersCount: 7,
    projectsCount: 2,
    createdAt: 1_700_000_000,
    memberPreview: [
      { userId: 'u2', username: 'grace', avatarUrl: null },
      { userId: 'u3', username: 'alan', avatarUrl: null },
    ],
    viewerRole: null,
    ...overrides,
  };
}

/** A collective as GET /api/collectives/{id} sends it (its policies follow the role given, as above). */
export function serverCollective(overrides: Partial<Collective> = {}): Collective {
  return {
    ...serverSummary({ viewerRole: overrides.viewerRole ?? null }),
    members: [
      {
        userId: 'u2',
        username: 'grace',
        fullName: 'Grace Hopper',
        avatarUrl: null,
        role: 'founder',
        joinedAt: 1_700_000_000,
      },
      {
        userId: 'u3',
        username: 'alan',
        fullName: 'Alan Turing',
        avatarUrl: null,
        role: 'member',
        joinedAt: 1_700_100_000,
      },
    ],
    projects: [],
    ...overrides,
  };
}

/** Signed in as `serverUser` (id u1). */
export const signIn = () => useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(serverUser) });

/** The four pages at their real paths, with a stand-in for the sign-in page. */
export function renderCollectives(path: string) {
  return renderRoutes(
    [
      { path: '/collectives', element: <CollectivesPage /> },
      { path: '/collectives/:id', element: <CollectivePage /> },
      { path: '/collectives/create', element: <CreateCollectivePage /> },
      { path: '/collectives/:id/edit', element: <EditCollectivePage /> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    path,
  );
}
