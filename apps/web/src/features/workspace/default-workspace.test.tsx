import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, resetAppState, serverProject } from '@/test/helpers';
import { fakeServer, projectHandlers, renderWorkspace } from './workspace-test-utils';

describe('/workspace/default', () => {
  afterEach(() => resetAppState());

  it('opens the most recent project’s workspace, replacing the history entry', async () => {
    fakeServer({
      ...projectHandlers({ userRoleInProject: 'owner' }),
      'GET /api/me/projects': () =>
        jsonResponse({
          success: true,
          projects: [serverProject({ projectId: 'p1' }), serverProject({ projectId: 'p2', name: 'Older' })],
        }),
    });
    const { router } = renderWorkspace('/workspace/default');
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Drive' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/workspace/p1');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('offers to create a project when the user has none', async () => {
    fakeServer({ 'GET /api/me/projects': () => jsonResponse({ success: true, projects: [] }) });
    renderWorkspace('/workspace/default');
    expect(await screen.findByRole('heading', { name: 'You have no projects yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a project' })).toHaveAttribute('href', '/workspace/new');
  });

  it('says so when the projects cannot be loaded', async () => {
    fakeServer({ 'GET /api/me/projects': () => errorResponse(500, 'Failed to fetch user projects.') });
    renderWorkspace('/workspace/default');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user projects.');
  });
});
