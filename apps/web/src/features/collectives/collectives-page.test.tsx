import type { CollectiveSummary } from '@create-together/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, resetAppState } from '@/test/helpers';
import { renderCollectives, serverSummary } from './collectives-test-utils';

type PageHandler = (search: URLSearchParams) => Response;

/** GET /api/collectives through `handler`; every request's query string is kept, in order. */
function fakeCollectiveList(handler: PageHandler) {
  const requests: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const parsed = new URL(url, 'http://localhost');
      if (parsed.pathname !== '/api/collectives') return errorResponse(404, 'Not found.');
      requests.push(parsed.searchParams);
      return handler(parsed.searchParams);
    }),
  );
  return { requests, last: () => Object.fromEntries(requests.at(-1) ?? []) };
}

const page = (collectives: CollectiveSummary[], nextCursor: string | null = null) =>
  jsonResponse({ success: true, collectives, nextCursor });

const collective = (n: number, overrides: Partial<CollectiveSummary> = {}) =>
  serverSummary({ collectiveId: `c${n}`, name: `Collective ${n}`, ...overrides });

const cardNames = () =>
  within(screen.getByRole('region', { name: 'All collectives' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

describe('/collectives', () => {
  beforeEach(() => resetAppState());

  it('lists collectives as cards, most members first, with a way to create one', async () => {
    const list = fakeCollectiveList(() =>
      page([
        collective(1, { avatarUrl: '/media/one.png', viewerRole: 'founder' }),
        collective(2, { membersCount: 1, projectsCount: 0, description: '' }),
      ]),
    );
    renderCollectives('/collectives');
    expect(screen.getByRole('heading', { level: 1, name: 'Collectives' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Collective' })).toHaveAttribute(
      'href',
      '/collectives/create',
    );

    const first = await screen.findByRole('article', { name: 'Collective 1' });
    expect(cardNames()).toEqual(['Collective 1', 'Collective 2']);
    expect(list.last()).toEqual({ sort: 'members', limit: '24' });
    expect(within(first).getByRole('link', { name: 'Collective 1' })).toHaveAttribute(
      'href',
      '/collectives/c1',
    );
    expect(within(first).getByText('Founder')).toBeInTheDocument();
    expect(within(first).getByText('7 members')).toBeInTheDocument();
    expect(within(first).getByText('2 projects')).toBeInTheDocument();
    expect(within(first).getByText('Late-night synth sessions, every week.')).toBeInTheDocument();
    // Three tags and the count of the rest.
    expect(
      within(within(first).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((t) => t.textContent),
    ).toEqual(['Synthwave', 'Modular', 'Ambient', '+1 more']);
    expect(
      within(within(first).getByRole('list', { name: 'Some members' })).getAllByRole('listitem'),
    ).toHaveLength(2);

    const second = screen.getByRole('article', { name: 'Collective 2' });
    expect(within(second).getByText('1 member')).toBeInTheDocument();
    expect(within(second).getByText('0 projects')).toBeInTheDocument();
    expect(within(second).queryByText('Founder')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 collectives.');
  });

  it('Create Collective leads to its form', async () => {
    fakeCollectiveList(() => page([collective(1)]));
    const user = userEvent.setup();
    renderCollectives('/collectives');
    await user.click(screen.getByRole('link', { name: 'Create Collective' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Collective' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create collective' })).toBeInTheDocument();
  });

  it('sends the search and the sort to the server and keeps them in the address', async () => {
    const list = fakeCollectiveList((search) =>
      page(search.get('q') === 'jazz' ? [collective(3, { name: 'Jazz Cellar' })] : [collective(1)]),
    );
    const user = userEvent.setup();
    const { router } = renderCollectives('/collectives');
    await screen.findByRole('article', { name: 'Collective 1' });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('members');
    expect(
      within(screen.getByRole('combobox', { name: 'Sort by' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Most members', 'Newest', 'Name (A–Z)']);

    await user.type(screen.getByRole('searchbox', { name: 'Search collectives' }), 'jazz');
    expect(await screen.findByRole('article', { name: 'Jazz Cellar' })).toBeInTheDocument();
    expect(list.last()).toEqual({ q: 'jazz', sort: 'members', limit: '24' });
    expect(router.state.location.search).toBe('?q=jazz');
    // Typing settles before asking: one request for the whole word.
    expect(list.requests.filter((r) => r.has('q'))).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
    await waitFor(() => expect(list.last()).toEqual({ q: 'jazz', sort: 'newest', limit: '24' }));
    expect(router.state.location.search).toBe('?q=jazz&sort=newest');
  });

  it('opens with the search and sort of the address', async () => {
    const list = fakeCollectiveList(() => page([collective(1)]));
    renderCollectives('/collectives?q=modular&sort=name');
    await screen.findByRole('article', { name: 'Collective 1' });
    expect(list.last()).toEqual({ q: 'modular', sort: 'name', limit: '24' });
    expect(screen.getByRole('searchbox', { name: 'Search collectives' })).toHaveValue('modular');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
  });

  it('loads the next page with the cursor and adds its cards', async () => {
    const list = fakeCollectiveList((search) =>
      search.get('cursor') === 'next-1'
        ? page([collective(3)])
        : page([collective(1), collective(2)], 'next-1'),
    );
    const user = userEvent.setup();
    renderCollectives('/collectives');
    await screen.findByRole('article', { name: 'Collective 2' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Collective 3' });
    expect(list.last()).toEqual({ sort: 'members', limit: '24', cursor: 'next-1' });
    expect(cardNames()).toEqual(['Collective 1', 'Collective 2', 'Collective 3']);
    expect(screen.getByText("That's every collective — 3 collectives.")).toBeInTheDocument();
  });

  it('says when a search finds nothing, and clears it', async () => {
    const list = fakeCollectiveList((search) => page(search.has('q') ? [] : [collective(1)]));
    const user = userEvent.setup();
    const { router } = renderCollectives('/collectives?q=theremin');
    expect(await screen.findByText('No collectives match your search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await screen.findByRole('article', { name: 'Collective 1' });
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search collectives' })).toHaveValue('');
    expect(list.last()).toEqual({ sort: 'members', limit: '24' });
  });

  it('says when there are none at all', async () => {
    fakeCollectiveList(() => page([]));
    renderCollectives('/collectives');
    expect(await screen.findByText('No collectives yet')).toBeInTheDocument();
  });

  it('shows a failed load with the reason and tries again', async () => {
    let fail = true;
    fakeCollectiveList(() => (fail ? errorResponse(500, 'The database is resting.') : page([collective(1)])));
    const user = userEvent.setup();
    renderCollectives('/collectives');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Collectives could not be loaded');
    expect(alert).toHaveTextContent('The database is resting.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Collective 1' })).toBeInTheDocument();
  });
});
