import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, jsonResponse, renderRoutes, resetAppState, serverProject } from '@/test/helpers';
import { OwnProfilePage } from './profile-pages';
import { signIn } from './profile-test-utils';

describe('/profile', () => {
  beforeEach(() => {
    resetAppState();
    signIn();
  });

  it('shows who you are, an edit link and your projects', async () => {
    fakeServer({
      'GET /api/me/projects': () => jsonResponse({ success: true, projects: [serverProject()] }),
    });
    renderRoutes([{ path: '/profile', element: <OwnProfilePage /> }], '/profile');

    expect(screen.getByRole('heading', { level: 2, name: 'Ada King Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('@ada')).toBeInTheDocument();
    expect(screen.getByText('Writes the first programs.')).toBeInTheDocument();
    expect(screen.getByText(/^Member since/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile/edit');
    expect(await screen.findByText('Night Drive')).toBeInTheDocument();
  });
});
