import type { PostComment } from '@create-together/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '@/components/toast/toast-store';
import { deferred, errorResponse, jsonResponse, resetAppState, serverPost } from '@/test/helpers';
import { serverMedia } from '@/test/media-fixtures';
import { ALL_POSTS, callsTo, page, renderFeed, signIn } from './posts-test-utils';

const toasts = () => useToastStore.getState().toasts.map((t) => t.message);
const card = () => screen.getByRole('article', { name: 'Post by Grace Hopper' });

const comment = (id: string, content: string, userId = 'u3'): PostComment => ({
  commentId: id,
  postId: 'post1',
  author: { userId, username: userId === 'u1' ? 'ada' : 'alan', fullName: '', avatarUrl: null },
  content,
  // Ada (u1) reads: her own comments are hers to delete (the post is Grace's).
  policies: { canDelete: userId === 'u1' },
  createdAt: Math.floor(Date.now() / 1000) - 600,
});

describe('PostCard', () => {
  beforeEach(() => resetAppState());

  it('shows who posted and when, the text with its links, the file and the project', async () => {
    renderFeed({
      [ALL_POSTS]: () =>
        page([
          serverPost({
            content: 'Mix notes:\nsee https://example.com/notes. Not javascript:alert(1)',
            createdAt: Math.floor(Date.now() / 1000) - 3 * 3600,
            media: serverMedia({ title: 'Studio photo', visibility: 'public' }),
            project: { projectId: 'p1', name: 'Night Drive', coverImageUrl: null },
          }),
        ]),
    });
    const post = await screen.findByRole('article', { name: 'Post by Grace Hopper' });
    expect(within(post).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/profile/u2');
    expect(within(post).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(post).getByText(/^Mix notes:/).textContent).toContain('\n');
    expect(within(post).getByRole('link', { name: 'https://example.com/notes' })).toHaveAttribute(
      'href',
      'https://example.com/notes',
    );
    expect(within(post).queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(within(post).getByRole('button', { name: 'View Studio photo' })).toBeInTheDocument();
    expect(within(post).getByRole('link', { name: 'Night Drive' })).toHaveAttribute('href', '/projects/p1');
    // Not yours: no delete.
    expect(within(post).queryByRole('button', { name: 'Delete post' })).toBeNull();
  });

  it('likes at once, then shows the server’s count', async () => {
    signIn();
    const answer = deferred<Response>();
    const fetchMock = renderFeed({
      [ALL_POSTS]: () => page([serverPost()]),
      'GET /api/me/projects': () => jsonResponse({ success: true, projects: [] }),
      'POST /api/posts/post1/like': () => answer.promise,
    }).fetchMock;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Like (2 likes)', pressed: false }));
    expect(within(card()).getByRole('button', { name: 'Like (3 likes)', pressed: true })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/posts/post1/like')).toHaveLength(1);

    answer.resolve(jsonResponse({ success: true, likes: 7, likedByMe: true }));
    expect(await screen.findByRole('button', { name: 'Like (7 likes)', pressed: true })).toBeInTheDocument();
  });

  it('puts the like back as it was when the server says no', async () => {
    signIn();
    const answer = deferred<Response>();
    const fetchMock = renderFeed({
      [ALL_POSTS]: () => page([serverPost({ likedByMe: true, likes: 4 })]),
      'GET /api/me/projects': () => jsonResponse({ success: true, projects: [] }),
      'DELETE /api/posts/post1/like': () => answer.promise,
    }).fetchMock;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Like (4 likes)', pressed: true }));
    expect(
      within(card()).getByRole('button', { name: 'Like (3 likes)', pressed: false }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/posts/post1/like')).toHaveLength(1);

    answer.resolve(errorResponse(500, 'Try later.'));
    expect(await screen.findByRole('button', { name: 'Like (4 likes)', pressed: true })).toBeInTheDocument();
    expect(toasts()).toEqual(['Could not update the like. Please try again.']);
  });

  it('opens the comments, adds one at the end, and deletes it again', async () => {
    signIn();
    const fetchMock = renderFeed({
      [ALL_POSTS]: () => page([serverPost({ comments: 1 })]),
      'GET /api/me/projects': () => jsonResponse({ success: true, projects: [] }),
      'GET /api/posts/post1/comments': () =>
        jsonResponse({ success: true, comments: [comment('c1', 'Love the groove.')] }),
      'POST /api/posts/post1/comments': () =>
        jsonResponse({ success: true, comment: comment('c2', 'Thanks!', 'u1') }),
      'DELETE /api/posts/post1/comments/c2': () => jsonResponse({ success: true }),
    }).fetchMock;
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: '1 comment', expanded: false });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const thread = await screen.findByRole('list', { name: 'Comments' });
    expect(within(thread).getByText('Love the groove.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(screen.getByText('Comment cannot be empty.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/posts/post1/comments')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), '  Thanks!  ');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await within(thread).findByText('Thanks!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/posts/post1/comments')).toEqual([{ content: 'Thanks!' }]);
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Love the groove.'), expect.stringContaining('Thanks!')]);
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
    expect(screen.getByRole('button', { name: '2 comments', expanded: true })).toBeInTheDocument();

    // Only your own comment (on someone else's post) can be deleted.
    expect(within(thread).getAllByRole('button', { name: 'Delete comment' })).toHaveLength(1);
    await user.click(within(thread).getByRole('button', { name: 'Delete comment' }));
    expect(await screen.findByRole('button', { name: '1 comment' })).toBeInTheDocument();
    expect(within(thread).queryByText('Thanks!')).toBeNull();
    expect(callsTo(fetchMock, 'DELETE', '/api/posts/post1/comments/c2')).toHaveLength(1);
  });

  it('lets a visitor read comments, and sends them to sign in to like or comment', async () => {
    renderFeed({
      [ALL_POSTS]: () => page([serverPost()]),
      'GET /api/posts/post1/comments': () =>
        jsonResponse({ success: true, comments: [comment('c1', 'Nice.')] }),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Sign in to like (2 likes)' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Ffeed',
    );
    await user.click(screen.getByRole('button', { name: '1 comment' }));
    expect(await screen.findByText('Nice.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to comment' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).toBeNull();
  });

  it('lets the author delete a post, after asking', async () => {
    signIn();
    const mine = serverPost({
      postId: 'post9',
      author: { userId: 'u1', username: 'ada', fullName: 'Ada King Lovelace', avatarUrl: null },
      content: 'Mine to delete.',
      policies: { canDelete: true, canReact: true },
    });
    const fetchMock = renderFeed({
      [ALL_POSTS]: () => page([mine, serverPost()]),
      'GET /api/me/projects': () => jsonResponse({ success: true, projects: [] }),
      'DELETE /api/posts/post9': () => jsonResponse({ success: true }),
    }).fetchMock;
    const user = userEvent.setup();
    const post = await screen.findByRole('article', { name: 'Post by Ada King Lovelace' });
    await user.click(within(post).getByRole('button', { name: 'Delete post' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Post deleted.')).toBeInTheDocument();
    expect(screen.queryByText('Mine to delete.')).toBeNull();
    expect(callsTo(fetchMock, 'DELETE', '/api/posts/post9')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Post by Grace Hopper' })).toBeInTheDocument();
  });
});
