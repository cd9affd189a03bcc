import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  fakeServer,
  jsonResponse,
  renderRoutes,
  resetAppState,
  serverPost,
  serverProject,
} from '@/test/helpers';
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
    expect(await screen.findByRole('link', { name: 'Night Drive' })).toHaveAttribute('href', '/projects/p1');
  });

  it('shows your posts (asked for by author) under a composer, and a new one goes on top', async () => {
    const ada = { userId: 'u1', username: 'ada', fullName: 'Ada King Lovelace', avatarUrl: null };
    const fetchMock = fakeServer({
      'GET /api/me/projects': () => jsonResponse({ success: true, projects: [] }),
      'GET /api/posts?sort=recent&authorId=u1&limit=20': () =>
        jsonResponse({
          success: true,
          posts: [serverPost({ author: ada, content: 'Older news.' })],
          nextCursor: null,
        }),
      'POST /api/posts': () =>
        jsonResponse({
          success: true,
          post: serverPost({ postId: 'p-new', author: ada, content: 'Fresh news.' }),
        }),
    });
    renderRoutes([{ path: '/profile', element: <OwnProfilePage /> }], '/profile');
    const posts = await screen.findByRole('region', { name: 'Your posts' });
    expect(await within(posts).findByText('Older news.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(within(posts).getByRole('textbox', { name: 'Write a post' }), 'Fresh news.');
    await user.click(within(posts).getByRole('button', { name: 'Post' }));
    expect(await within(posts).findByText('Fresh news.')).toBeInTheDocument();
    const texts = within(posts)
      .getAllByRole('article')
      .map((article) => within(article).getByText(/news\./).textContent);
    expect(texts).toEqual(['Fresh news.', 'Older news.']);
    expect(fetchMock).toHaveBeenCalledWith('/api/posts?sort=recent&authorId=u1&limit=20', expect.anything());
  });
});
