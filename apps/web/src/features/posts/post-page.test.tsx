import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  errorResponse,
  fakeServer,
  jsonResponse,
  renderRoutes,
  resetAppState,
  serverPost,
} from '@/test/helpers';
import { PostPage } from './post-page';

const routes = [{ path: '/posts/:id', element: <PostPage /> }];

describe('the post page', () => {
  beforeEach(() => resetAppState());

  it('shows the post with its comments open', async () => {
    fakeServer({
      'GET /api/posts/post1': () => jsonResponse({ success: true, post: serverPost({ comments: 1 }) }),
      'GET /api/posts/post1/comments': () =>
        jsonResponse({
          success: true,
          comments: [
            {
              commentId: 'c1',
              postId: 'post1',
              author: { userId: 'u3', username: 'alan', fullName: '', avatarUrl: null },
              content: 'That groove!',
              policies: { canDelete: false },
              createdAt: Math.floor(Date.now() / 1000) - 60,
            },
          ],
        }),
    });
    renderRoutes(routes, '/posts/post1');
    const post = await screen.findByRole('article', { name: 'Post by Grace Hopper' });
    expect(within(post).getByText('First take of the bass line is up.')).toBeInTheDocument();
    expect(await within(post).findByText('That groove!')).toBeInTheDocument();
  });

  it('says so when the post is gone or hidden', async () => {
    fakeServer({ 'GET /api/posts/gone': () => errorResponse(404, 'Post not found.') });
    renderRoutes(routes, '/posts/gone');
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeInTheDocument();
  });
});
