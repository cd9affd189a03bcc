import type { Post } from '@create-together/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mapServerUser, useAuthStore } from '@/features/auth';
import {
  errorResponse,
  jsonResponse,
  renderRoutes,
  resetAppState,
  serverPost,
  serverProject,
  serverUser,
} from '@/test/helpers';
import { ExplorePage } from './explore-page';

/** GET /api/posts through `posts`; projects and your own projects answer plainly; each request is kept. */
function fakeApi(posts: (search: URLSearchParams) => Response) {
  const requests: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const parsed = new URL(url, 'http://localhost');
      requests.push(parsed);
      if (parsed.pathname === '/api/posts') return posts(parsed.searchParams);
      if (parsed.pathname === '/api/projects')
        return jsonResponse({ success: true, projects: [serverProject()], nextCursor: null });
      if (parsed.pathname === '/api/me/projects') return jsonResponse({ success: true, projects: [] });
      return errorResponse(404, 'Not found.');
    }),
  );
  const postRequests = () => requests.filter((r) => r.pathname === '/api/posts');
  return {
    postRequests,
    projectRequests: () => requests.filter((r) => r.pathname === '/api/projects'),
    lastPosts: () => Object.fromEntries(postRequests().at(-1)?.searchParams ?? []),
  };
}

const page = (posts: Post[]) => jsonResponse({ success: true, posts, nextCursor: null });
const post = (n: number, content = `Post number ${n}`) =>
  serverPost({ postId: `post${n}`, content, createdAt: Math.floor(Date.now() / 1000) - n * 60 });

function renderExplore(path: string) {
  return renderRoutes([{ path: '/explore', element: <ExplorePage /> }], path);
}

const postTexts = () =>
  within(screen.getByRole('list', { name: 'Posts' }))
    .getAllByRole('article')
    .map((card) => within(card).getByText(/^Post number|bass/).textContent);

describe('explore: Posts', () => {
  beforeEach(() => resetAppState());

  it('lists everyone’s posts, newest first, with only the sorts posts have and no project filters', async () => {
    const api = fakeApi(() => page([post(1), post(2)]));
    renderExplore('/explore?view=posts');
    expect(await screen.findByText('Post number 1')).toBeInTheDocument();
    expect(postTexts()).toEqual(['Post number 1', 'Post number 2']);
    expect(api.lastPosts()).toEqual({ sort: 'recent', limit: '20' });
    expect(api.projectRequests()).toHaveLength(0);

    expect(screen.getByRole('button', { name: 'Posts', pressed: true })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search posts...')).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Recently Added', 'Most Popular']);
    expect(screen.queryByRole('combobox', { name: 'Type' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Skills' })).toBeNull();
    // Signed out: no composer.
    expect(screen.queryByRole('form', { name: 'New post' })).toBeNull();
  });

  it('keeps search and sort in the address and sends them', async () => {
    const api = fakeApi((search) =>
      page(search.get('q') === 'bass' ? [post(3, 'A bass line')] : [post(1), post(2)]),
    );
    const user = userEvent.setup();
    const { router } = renderExplore('/explore?view=posts&q=bass&sort=popular');
    expect(await screen.findByText('A bass line')).toBeInTheDocument();
    expect(api.lastPosts()).toEqual({ q: 'bass', sort: 'popular', limit: '20' });
    expect(screen.getByPlaceholderText('Search posts...')).toHaveValue('bass');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('popular');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'recent');
    expect(router.state.location.search).toBe('?q=bass&view=posts');
    expect(api.lastPosts()).toEqual({ q: 'bass', sort: 'recent', limit: '20' });

    await user.clear(screen.getByPlaceholderText('Search posts...'));
    await user.type(screen.getByPlaceholderText('Search posts...'), 'drums');
    await vi.waitFor(() => expect(api.lastPosts()).toMatchObject({ q: 'drums' }));
    expect(router.state.location.search).toBe('?q=drums&view=posts');
  });

  it('reads "Most Contributors" as newest, since posts have no contributors', async () => {
    const api = fakeApi(() => page([post(1)]));
    renderExplore('/explore?view=posts&sort=contributors');
    await screen.findByText('Post number 1');
    expect(api.lastPosts()).toMatchObject({ sort: 'recent' });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recent');
  });

  it('says when no post matches, and clears the search', async () => {
    fakeApi((search) => page(search.get('q') ? [] : [post(1)]));
    const user = userEvent.setup();
    const { router } = renderExplore('/explore?view=posts&q=zzz');
    expect(await screen.findByRole('heading', { name: 'No posts match “zzz”' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No posts found.');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Post number 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=posts');
    expect(screen.getByPlaceholderText('Search posts...')).toHaveValue('');
  });

  it('with no posts at all, asks a visitor to sign in to post', async () => {
    fakeApi(() => page([]));
    renderExplore('/explore?view=posts');
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to post' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fexplore%3Fview%3Dposts',
    );
  });

  it('with no posts at all, takes a signed-in user to the composer', async () => {
    useAuthStore.setState({ isAuthenticated: true, user: mapServerUser(serverUser) });
    fakeApi(() => page([]));
    const user = userEvent.setup();
    renderExplore('/explore?view=posts');
    await user.click(await screen.findByRole('button', { name: 'Write the first post' }));
    expect(screen.getByRole('textbox', { name: 'Write a post' })).toHaveFocus();
  });

  it('switches between Posts and Projects, asking only for what is shown', async () => {
    const api = fakeApi(() => page([post(1)]));
    const user = userEvent.setup();
    const { router } = renderExplore('/explore');
    expect(await screen.findByRole('link', { name: 'Night Drive' })).toBeInTheDocument();
    expect(api.postRequests()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Posts' }));
    expect(await screen.findByText('Post number 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=posts');
    expect(api.projectRequests()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Projects' }));
    expect(await screen.findByRole('link', { name: 'Night Drive' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
