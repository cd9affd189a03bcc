import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapServerUser, useAuthStore } from '@/features/auth';
import { serverSummary } from '@/features/collectives/collectives-test-utils';
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
const noCollectives = () => jsonResponse({ success: true, collectives: [], nextCursor: null });
/** What the dropdown asks for projects and collectives: the best matches first, five of each. */
const projectsUrl = (q: string) => `GET /api/projects?q=${q}&sort=relevance&limit=5`;
const collectivesUrl = (q: string) => `GET /api/collectives?q=${q}&sort=relevance&limit=5`;
const peopleCalls = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/users'));

describe('the top bar search', () => {
  beforeEach(() => resetAppState());
  afterEach(() => vi.unstubAllGlobals());

  it('finds projects as the visitor types, best match first, and offers the full search', async () => {
    const fetchMock = fakeServer({
      [projectsUrl('night')]: () =>
        jsonResponse({ success: true, projects: [serverProject()], nextCursor: null }),
      [collectivesUrl('night')]: noCollectives,
    });
    renderPanel('night');
    const projects = screen.getByRole('region', { name: 'Projects' });
    expect(await within(projects).findByRole('link', { name: /Night Drive/ })).toHaveAttribute(
      'href',
      '/projects/p1',
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: /Search all projects for “night”/ })).toHaveAttribute(
      'href',
      '/explore?q=night',
    );
    expect(
      await within(screen.getByRole('region', { name: 'Collectives' })).findByText('No collectives found.'),
    ).toBeVisible();
  });

  it('finds collectives as the visitor types, best match first, each linking to its page', async () => {
    const fetchMock = fakeServer({
      [projectsUrl('night')]: noProjects,
      [collectivesUrl('night')]: () =>
        jsonResponse({
          success: true,
          collectives: [
            serverSummary({ collectiveId: 'c2', name: 'Night Owls', membersCount: 1 }),
            serverSummary({ collectiveId: 'c3', name: 'Midnight Tram Collective', membersCount: 1204 }),
          ],
          nextCursor: 'more',
        }),
    });
    renderPanel('night');
    const collectives = screen.getByRole('region', { name: 'Collectives' });
    const links = await within(collectives).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/collectives/c2', '/collectives/c3']);
    expect(links[0]).toHaveAccessibleName('Night Owls 1 member');
    expect(links[1]).toHaveAccessibleName('Midnight Tram Collective 1,204 members');
    expect(within(collectives).queryByRole('status')).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/collectives'))).toHaveLength(
      1,
    );
  });

  it('says so when collectives cannot be searched', async () => {
    fakeServer({
      [projectsUrl('night')]: noProjects,
      [collectivesUrl('night')]: () => errorResponse(500, 'Something went wrong.'),
    });
    renderPanel('night');
    const collectives = screen.getByRole('region', { name: 'Collectives' });
    expect(await within(collectives).findByText('Collectives could not be searched just now.')).toBeVisible();
  });

  it('says so when nothing matches, and asks nothing before there is a query', async () => {
    signIn();
    const fetchMock = fakeServer({
      [projectsUrl('zzz')]: noProjects,
      [collectivesUrl('zzz')]: noCollectives,
      'GET /api/users?q=zzz': () => jsonResponse({ success: true, users: [] }),
    });
    const empty = renderPanel('   ');
    expect(screen.getByText('Find projects by name, description or skill.')).toBeVisible();
    expect(screen.getByText('Find people by name or username.')).toBeVisible();
    expect(screen.getByText('Find collectives by name.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    empty.unmount();

    renderPanel('zzz');
    expect(await screen.findByText('No projects found.')).toBeVisible();
    expect(await screen.findByText('No people found.')).toBeVisible();
    expect(await screen.findByText('No collectives found.')).toBeVisible();
  });

  it('finds people first, at most five, each linking to their profile', async () => {
    signIn();
    const users = [
      serverPerson(2, { fullName: '', avatarUrl: '/media/nova2.png' }),
      ...[3, 4, 5, 6, 7].map((n) => serverPerson(n)),
    ];
    const fetchMock = fakeServer({
      [projectsUrl('nova')]: noProjects,
      [collectivesUrl('nova')]: noCollectives,
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
      [projectsUrl('nova')]: noProjects,
      [collectivesUrl('nova')]: noCollectives,
      'GET /api/users?q=nova': () => errorResponse(500, 'Something went wrong.'),
    });
    renderPanel('nova');
    const people = screen.getByRole('region', { name: 'People' });
    expect(await within(people).findByText('People could not be searched just now.')).toBeVisible();
  });

  it('asks a signed-out visitor to sign in, and never searches people for them', async () => {
    const fetchMock = fakeServer({
      [projectsUrl('nova')]: noProjects,
      [collectivesUrl('nova')]: noCollectives,
    });
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
