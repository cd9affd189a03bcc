import type { Project } from '@create-together/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settleFirstScreen } from '@/lib/first-screen';
import {
  advance,
  errorResponse,
  flush,
  jsonResponse,
  renderRoutes,
  serverProject,
  useFakeClock,
} from '@/test/helpers';
import { ExplorePage } from './explore-page';

type PageHandler = (search: URLSearchParams) => Response;

/** GET /api/projects through `handler`; every request's query string is kept, in order. */
function fakeProjectList(handler: PageHandler) {
  const requests: URLSearchParams[] = [];
  const fetchMock = vi.fn(async (url: string) => {
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname !== '/api/projects') return errorResponse(404, 'Not found.');
    requests.push(parsed.searchParams);
    return handler(parsed.searchParams);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, last: () => Object.fromEntries(requests.at(-1) ?? []) };
}

const page = (projects: Project[], nextCursor: string | null = null) =>
  jsonResponse({ success: true, projects, nextCursor });

const project = (n: number) => serverProject({ projectId: `p${n}`, name: `Project ${n}` });

function renderExplore(path = '/explore') {
  return renderRoutes(
    [
      { path: '/explore', element: <ExplorePage /> },
      { path: '/projects/:id', element: <h1>Project page</h1> },
    ],
    path,
  );
}

const cardTitles = () =>
  within(screen.getByRole('region', { name: 'Projects' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

describe('explore', () => {
  afterEach(() => vi.useRealTimers());

  it('opens in the SPEC.md default state and lists public projects as cards', async () => {
    const list = fakeProjectList(() => page([project(1), project(2)]));
    renderExplore();
    expect(await screen.findByRole('link', { name: 'Project 1' })).toHaveAttribute('href', '/projects/p1');
    expect(cardTitles()).toEqual(['Project 1', 'Project 2']);
    expect(list.last()).toEqual({ sort: 'recent', limit: '24' });
    expect(screen.getByRole('button', { name: 'Projects', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recent');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('all');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    expect(
      within(screen.getByRole('combobox', { name: 'Status' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Active', 'Archived']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 projects.');
  });

  it('reads its state from the address, sends it to the API, and follows back/forward', async () => {
    const list = fakeProjectList(() => page([project(1)]));
    const user = userEvent.setup();
    const { router } = renderExplore(
      '/explore?q=synth&sort=popular&type=music&status=archived&skills=mixing,vocals',
    );
    await screen.findByRole('link', { name: 'Project 1' });
    expect(screen.getByPlaceholderText('Search projects...')).toHaveValue('synth');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('popular');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('music');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('archived');
    expect(screen.getByRole('button', { name: 'Remove skill vocals' })).toBeInTheDocument();
    expect(list.last()).toEqual({
      q: 'synth',
      sort: 'popular',
      type: 'music',
      status: 'archived',
      skills: 'mixing,vocals',
      limit: '24',
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'contributors');
    expect(router.state.location.search).toBe(
      '?q=synth&sort=contributors&type=music&status=archived&skills=mixing%2Cvocals',
    );
    expect(list.last()).toMatchObject({ sort: 'contributors' });

    await act(() => router.navigate(-1));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('popular');
    expect(screen.getByPlaceholderText('Search projects...')).toHaveValue('synth');
  });

  it('sends type, status and skills filters, and clears them', async () => {
    const list = fakeProjectList(() => page([project(1)]));
    const user = userEvent.setup();
    const { router } = renderExplore();
    await screen.findByRole('link', { name: 'Project 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'art');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'archived');
    await user.type(screen.getByRole('textbox', { name: 'Skills' }), 'Mixing{Enter}vocals,');
    expect(list.last()).toEqual({
      sort: 'recent',
      type: 'art',
      status: 'archived',
      skills: 'Mixing,vocals',
      limit: '24',
    });
    expect(router.state.location.search).toBe('?type=art&status=archived&skills=Mixing%2Cvocals');

    await user.click(screen.getByRole('button', { name: 'Remove skill Mixing' }));
    expect(list.last()).toMatchObject({ skills: 'vocals' });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    // Back to the first, unfiltered list (still cached, so not asked for again).
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('all');
    expect(screen.queryByRole('button', { name: /Remove skill/ })).toBeNull();
    expect(cardTitles()).toEqual(['Project 1']);
  });

  it('debounces the search by 300 ms and keeps it in the address', async () => {
    useFakeClock();
    const list = fakeProjectList((search) => page(search.get('q') === 'drum' ? [project(7)] : [project(1)]));
    const { router } = renderExplore();
    await flush();
    const input = screen.getByPlaceholderText('Search projects...');
    fireEvent.change(input, { target: { value: 'dr' } });
    await advance(200);
    fireEvent.change(input, { target: { value: 'drum' } });
    await advance(299);
    expect(list.requests.map((r) => r.get('q'))).toEqual([null]);
    expect(router.state.location.search).toBe('');

    await advance(1);
    await flush();
    expect(router.state.location.search).toBe('?q=drum');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(list.requests.map((r) => r.get('q'))).toEqual([null, 'drum']);
    await advance(10);
    expect(screen.getByRole('link', { name: 'Project 7' })).toBeInTheDocument();
  });

  it('loads the next page with the cursor: from the sentinel coming into view, or the Load more button', async () => {
    let reveal: (visible: boolean) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          reveal = (visible) =>
            callback(
              [{ isIntersecting: visible } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
        }
        observe() {}
        disconnect() {}
        unobserve() {}
      },
    );
    const pages: Record<string, Response> = {};
    const list = fakeProjectList((search) => {
      const cursor = search.get('cursor') ?? 'first';
      return (
        pages[cursor] ??
        { first: page([project(1), project(2)], 'c2'), c2: page([project(3)], 'c3'), c3: page([project(4)]) }[
          cursor
        ] ??
        errorResponse(400, 'Bad cursor.')
      );
    });
    const user = userEvent.setup();
    renderExplore();
    await screen.findByRole('link', { name: 'Project 2' });

    act(() => reveal(true));
    expect(await screen.findByRole('link', { name: 'Project 3' })).toBeInTheDocument();
    expect(list.last()).toMatchObject({ cursor: 'c2' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Project 4' })).toBeInTheDocument();
    expect(list.last()).toMatchObject({ cursor: 'c3' });
    expect(cardTitles()).toEqual(['Project 1', 'Project 2', 'Project 3', 'Project 4']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText(/That's every project/)).toBeInTheDocument();
  });

  it('says when nothing matches, and offers to clear the search', async () => {
    fakeProjectList((search) => page(search.get('q') ? [] : [project(1)]));
    const user = userEvent.setup();
    const { router } = renderExplore('/explore?q=zzz');
    expect(await screen.findByRole('heading', { name: 'No projects match your search' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No projects found.');
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('link', { name: 'Project 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByPlaceholderText('Search projects...')).toHaveValue('');
  });

  it('shows a failed load and tries again', async () => {
    let calls = 0;
    fakeProjectList(() => {
      calls += 1;
      return calls === 1 ? errorResponse(500, 'The server is tired.') : page([project(1)]);
    });
    const user = userEvent.setup();
    renderExplore();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server is tired.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Project 1' })).toBeInTheDocument();
  });

  it('draws its early first page before checking it, and shows one found not to match as its error', async () => {
    // From a server newer than this code: an owner's id that is a number is not the contract's.
    const newer = () => page([{ ...project(1), ownerUserId: 42 } as unknown as Project]);
    const list = fakeProjectList(newer);
    window.__earlyAnswers = new Map([
      ['/api/projects?sort=recent&limit=24', { answer: Promise.resolve(newer()), askedAt: Date.now() }],
    ]);
    renderExplore();
    expect(await screen.findByRole('link', { name: 'Project 1' })).toBeInTheDocument();
    expect(list.requests).toHaveLength(0);

    settleFirstScreen(); // its top cover has painted
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server sent an answer this app does not understand.');
    expect(list.requests).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Project 1' })).not.toBeInTheDocument();
  });
});
