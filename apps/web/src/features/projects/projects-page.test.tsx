import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  deferred,
  errorResponse,
  jsonResponse,
  renderRoutes,
  resetAppState,
  serverProject,
} from '@/test/helpers';
import { callsTo, fakeServer, projectRoutes, signIn } from './projects-test-utils';

const mine = [
  serverProject({
    projectId: 'p1',
    name: 'Night Drive',
    description: 'A synthwave EP.',
    requiredSkills: ['synths'],
    updatedAt: 1_700_000_300,
    stats: { likes: 1, comments: 0, views: 10 },
  }),
  serverProject({
    projectId: 'p2',
    name: 'abstract Portraits',
    description: 'Faces in ink.',
    projectType: 'art',
    requiredSkills: ['drawing'],
    updatedAt: 1_700_000_900,
    stats: { likes: 2, comments: 0, views: 3 },
  }),
  serverProject({
    projectId: 'p3',
    name: 'Zine No. 2',
    description: 'Short stories and a mixtape.',
    projectType: 'writing',
    requiredSkills: ['editing', 'mixing'],
    updatedAt: 1_700_000_100,
    stats: { likes: 40, comments: 0, views: 100 },
  }),
];

const titles = () =>
  within(screen.getByRole('list', { name: 'Your projects' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('/projects', () => {
  beforeEach(() => {
    resetAppState();
    signIn();
  });

  it('lists my projects most recently updated first, with the search placeholder and sort options', async () => {
    const fetchMock = fakeServer({
      'GET /api/me/projects': () => jsonResponse({ success: true, projects: mine }),
    });
    renderRoutes(projectRoutes, '/projects');
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search your projects...')).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Recent', 'Popular', 'Alphabetical']);
    expect(await screen.findByRole('link', { name: 'Night Drive' })).toHaveAttribute('href', '/projects/p1');
    expect(titles()).toEqual(['abstract Portraits', 'Night Drive', 'Zine No. 2']);
    expect(screen.getByText('3 projects')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/me/projects')).toHaveLength(1);
  });

  it('sorts by popularity (likes + views) and alphabetically', async () => {
    fakeServer({ 'GET /api/me/projects': () => jsonResponse({ success: true, projects: mine }) });
    const user = userEvent.setup();
    const { router } = renderRoutes(projectRoutes, '/projects');
    await screen.findByRole('link', { name: 'Night Drive' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'popular');
    expect(titles()).toEqual(['Zine No. 2', 'Night Drive', 'abstract Portraits']);
    expect(router.state.location.search).toBe('?sort=popular');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'alphabetical');
    expect(titles()).toEqual(['abstract Portraits', 'Night Drive', 'Zine No. 2']);
  });

  it('searches titles, descriptions and skills as you type, and says when nothing matches', async () => {
    fakeServer({ 'GET /api/me/projects': () => jsonResponse({ success: true, projects: mine }) });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects');
    await screen.findByRole('link', { name: 'Night Drive' });
    const search = screen.getByRole('searchbox', { name: 'Search your projects' });

    await user.type(search, 'MIX');
    expect(titles()).toEqual(['Zine No. 2']);
    expect(screen.getByText('1 of 3 projects')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'ink');
    expect(titles()).toEqual(['abstract Portraits']);

    await user.clear(search);
    await user.type(search, 'synth');
    expect(titles()).toEqual(['Night Drive']);

    await user.type(search, ' nothing');
    expect(screen.getByRole('heading', { name: 'No projects match your search' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(titles()).toHaveLength(3);
    expect(search).toHaveValue('');
  });

  it('shows placeholders while loading, and an empty state with a New Project link', async () => {
    const answer = deferred<Response>();
    fakeServer({ 'GET /api/me/projects': () => answer.promise });
    renderRoutes(projectRoutes, '/projects');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your projects...');
    answer.resolve(jsonResponse({ success: true, projects: [] }));
    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'New Project' });
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/projects/new');
  });

  it("says 'Failed to fetch user projects.' and tries again", async () => {
    let fail = true;
    const fetchMock = fakeServer({
      'GET /api/me/projects': () =>
        fail ? errorResponse(500, 'Database down.') : jsonResponse({ success: true, projects: mine }),
    });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects');
    expect(await screen.findByText('Failed to fetch user projects.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Night Drive' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/me/projects')).toHaveLength(2);
  });
});
