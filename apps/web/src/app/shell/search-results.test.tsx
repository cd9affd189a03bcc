import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapServerUser, useAuthStore } from '@/features/auth';
import {
  errorResponse,
  fakeServer,
  jsonResponse,
  renderRoutes,
  resetAppState,
  serverProject,
  serverUser,
} from '@/test/helpers';
import { SearchPanel } from './search-results';

function renderPanel(query: string, path = '/') {
  return renderRoutes([{ path: '*', element: <SearchPanel query={query} onNavigate={() => {}} /> }], path);
}

const signIn = () => useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(serverUser) });

/** Another user as GET /api/users answers them. */
function serverPerson(n: number, overrides: Record<string, unknown> = {}) {
  const { email: _, ...user } = serverUser;
  return {
    ...user,
    id: `u${n}`,
    username: `nova${n}`,
    fullName: `Nova ${n}`,
    friendship: 'none',
    ...overrides,
  };
}

const noProjects = () => jsonResponse({ success: true, projects: [], nextCursor: null });
const peopleCalls = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/users'));

describe('the top bar search', () => {
  beforeEach(() => resetAppState());
  afterEach(() => vi.unstubAllGlobals());

  it('finds projects as the visitor types, best-liked first, and offers the full search', async () => {
    const fetchMock = fakeServer({
      'GET /api/projects?q=night&sort=popular&limit=5': () =>
        jsonResponse({ success: true, projects: [serverProject()], nextCursor: null }),
    });
    renderPanel('night');
    const projects = screen.getByRole('region', { name: 'Projects' });
    expect(await within(projects).findByRole('link', { name: /Night Drive/ })).toHaveAttribute(
      'href',
      '/projects/p1',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: /Search all projects for “night”/ })).toHaveAttribute(
      'href',
      '/explore?q=night',
    );
    expect(
      within(screen.getByRole('region', { name: 'Collectives' })).getByText('No collectives found.'),
    ).toBeVisible();
  });

  it('says so when nothing matches, and asks nothing before there is a query', async () => {
    signIn();
    const fetchMock = fakeServer({
      'GET /api/projects?q=zzz&sort=popular&limit=5': noProjects,
      'GET /api/users?q=zzz': () => jsonResponse({ success: true, users: [] }),
    });
    const empty = renderPanel('   ');
    expect(screen.getByText('Find projects by name, description or skill.')).toBeVisible();
    expect(screen.getByText('Find people by name or username.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    empty.unmount();

    renderPanel('zzz');
    expect(await screen.findByText('No projects found.')).toBeVisible();
    expect(await screen.findByText('No people found.')).toBeVisible();
  });

  it('finds people first, at most five, each linking to their profile', async () => {
    signIn();
    const users = [
      serverPerson(2, { fullName: '', avatarUrl: '/media/nova2.png' }),
      ...[3, 4, 5, 6, 7].map((n) => serverPerson(n)),
    ];
    const fetchMock = fakeServer({
      'GET /api/projects?q=nova&sort=popular&limit=5': noProjects,
      'GET /api/users?q=nova': () => jsonResponse({ success: true, users }),
    });
    renderPanel('nova');

    const people = screen.getByRole('region', { name: 'People' });
    expect(await within(people).findByRole('link', { name: 'nova2 @nova2' })).toHaveAttribute(
      'href',
      '/profile/u2',
    );
    const links = within(people).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/profile/u2',
      '/profile/u3',
      '/profile/u4',
      '/profile/u5',
      '/profile/u6',
    ]);
    expect(links[1]).toHaveAccessibleName('Nova 3 @nova3');
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual([
      'People',
      'Projects',
      'Collectives',
    ]);
    expect(peopleCalls(fetchMock)).toHaveLength(1);
  });

  it('says so when people cannot be searched', async () => {
    signIn();
    fakeServer({
      'GET /api/projects?q=nova&sort=popular&limit=5': noProjects,
      'GET /api/users?q=nova': () => errorResponse(500, 'Something went wrong.'),
    });
    renderPanel('nova');
    const people = screen.getByRole('region', { name: 'People' });
    expect(await within(people).findByText('People could not be searched just now.')).toBeVisible();
  });

  it('asks a signed-out visitor to sign in, and never searches people for them', async () => {
    const fetchMock = fakeServer({ 'GET /api/projects?q=nova&sort=popular&limit=5': noProjects });
    renderPanel('nova', '/explore?q=nova');

    const people = screen.getByRole('region', { name: 'People' });
    expect(within(people).getByRole('status')).toHaveTextContent('Sign in to find people.');
    expect(within(people).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fexplore%3Fq%3Dnova',
    );
    expect(await screen.findByText('No projects found.')).toBeVisible();
    expect(peopleCalls(fetchMock)).toHaveLength(0);
  });
});
