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
  UNREVIEWED,
} from '@/test/helpers';
import { callsTo, fakeServer, otherUser, projectRoutes, signIn } from './projects-test-utils';

const owned = serverProject({
  userRoleInProject: 'owner',
  contributors: [
    { userId: 'u1', username: 'ada', fullName: 'Ada Lovelace', avatarUrl: null, role: 'owner' },
    { userId: 'u3', username: 'alan', fullName: 'Alan Turing', avatarUrl: null, role: 'contributor' },
  ],
  workspace: {
    mainContent: '# Night Drive\n\n## ada — 2025-05-01\n\nA **pulsing** bassline.',
    lastUpdated: 1,
  },
});

const contribution = (id: string, status: 'open' | 'merged') => ({
  id,
  author: { userId: 'u3', username: 'alan', avatarUrl: null },
  content: 'x',
  status,
  mergedAt: status === 'merged' ? 1_700_000_000 : null,
  votes: 1,
  hasVoted: false,
  myVote: 0,
  ...UNREVIEWED,
  media: null,
  takes: [],
  song: null,
  // The owner's view: an open one may still be voted on and merged.
  policies: { canVote: status === 'open', canRevise: false, canMerge: status === 'open' },
  createdAt: 1_700_000_000,
  updatedAt: 1_700_000_000,
});

describe('/projects/{projectId}/complete', () => {
  beforeEach(() => {
    resetAppState();
    signIn();
  });

  it('asks to confirm, marks the project completed, then celebrates what was made', async () => {
    const fetchMock = fakeServer({
      'GET /api/projects/p1': () => jsonResponse({ success: true, project: owned }),
      'PUT /api/projects/p1': () =>
        jsonResponse({ success: true, project: { ...owned, status: 'completed' } }),
      'GET /api/projects/p1/contributions': () =>
        jsonResponse({
          success: true,
          contributions: [
            contribution('c1', 'merged'),
            contribution('c2', 'open'),
            contribution('c3', 'merged'),
          ],
        }),
    });
    const user = userEvent.setup();
    const { queryClient } = renderRoutes(projectRoutes, '/projects/p1/complete');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Is Night Drive finished?' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark as completed' }));
    expect(callsTo(fetchMock, 'PUT', '/api/projects/p1')).toHaveLength(0);
    const confirm = screen.getByRole('button', { name: 'Yes, complete it' });
    expect(confirm).toHaveFocus();
    await user.click(confirm);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Night Drive is complete' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/projects/p1')).toEqual([{ status: 'completed' }]);
    const makers = within(screen.getByRole('list', { name: 'Contributors' }));
    expect(makers.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(makers.getByText('Alan Turing')).toBeInTheDocument();
    expect(await screen.findByText('Merged contributions')).toBeInTheDocument();
    expect(screen.getByText('Merged contributions').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText(/A pulsing bassline\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View project' })).toHaveAttribute('href', '/projects/p1');
    // Shown as archived from now on.
    expect(queryClient.getQueryData(['projects', 'detail', 'p1'])).toMatchObject({
      status: 'archived',
      serverStatus: 'completed',
    });
  });

  it("says 'Failed to update project p1.' when completing fails", async () => {
    fakeServer({
      'GET /api/projects/p1': () => jsonResponse({ success: true, project: owned }),
      'PUT /api/projects/p1': () => errorResponse(500, 'Database down.'),
    });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/p1/complete');
    await user.click(await screen.findByRole('button', { name: 'Mark as completed' }));
    await user.click(screen.getByRole('button', { name: 'Yes, complete it' }));
    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText('Failed to update project p1.')).toBeInTheDocument();
    expect(within(alert).getByText('Database down.')).toBeInTheDocument();
  });

  it('is for the owner only', async () => {
    signIn(otherUser);
    fakeServer({
      'GET /api/projects/p1': () =>
        jsonResponse({
          success: true,
          project: { ...owned, userRoleInProject: 'contributor', policies: policiesAs('contributor') },
        }),
    });
    renderRoutes(projectRoutes, '/projects/p1/complete');
    expect(
      await screen.findByRole('heading', { name: 'Only the owner can complete this project.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as completed' })).not.toBeInTheDocument();
  });
});
