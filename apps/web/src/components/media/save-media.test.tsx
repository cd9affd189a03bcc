import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALL_POSTS, callsTo, page, renderFeed, signIn } from '@/components/posts/posts-test-utils';
import { useToastStore } from '@/components/toast/toast-store';
import { mediaKeys } from '@/entities/media';
import { deferred, errorResponse, jsonResponse, resetAppState, serverPost } from '@/test/helpers';
import { serverAudio, serverMedia } from '@/test/media-fixtures';

const toasts = () => useToastStore.getState().toasts.map((t) => t.message);
const noProjects = { 'GET /api/me/projects': () => jsonResponse({ success: true, projects: [] }) };
const ada = { userId: 'u1', username: 'ada', fullName: 'Ada King Lovelace', avatarUrl: null };

/** Grace's post with her track, and Ada's with her own picture. */
const posts = () =>
  page([
    serverPost({ media: serverAudio({ ownerUserId: 'u2', visibility: 'public' }) }),
    serverPost({
      postId: 'post2',
      author: ada,
      media: serverMedia({ mediaId: 'm9', title: 'My sketch', visibility: 'public' }),
    }),
  ]);

const savedList = mediaKeys.list({ saved: true });

describe('Save / Unsave on a file that is not yours', () => {
  beforeEach(() => resetAppState());

  it('saves someone’s track from their post at once, marks Library → Saved to reload, and unsaves it', async () => {
    signIn();
    const answer = deferred<Response>();
    const view = renderFeed({
      ...noProjects,
      [ALL_POSTS]: posts,
      'POST /api/media/a1/save': () => answer.promise,
      'DELETE /api/media/a1/save': () => jsonResponse({ success: true }),
    });
    // The Saved list as the library last loaded it.
    view.queryClient.setQueryData(savedList, {
      pages: [{ media: [], nextCursor: null }],
      pageParams: [null],
    });
    const user = userEvent.setup();
    const grace = await screen.findByRole('article', { name: 'Post by Grace Hopper' });
    // Your own file has nothing to save.
    const mine = screen.getByRole('article', { name: 'Post by Ada King Lovelace' });
    expect(within(mine).queryByRole('button', { name: /^Save/ })).toBeNull();

    await user.click(within(grace).getByRole('button', { name: 'Save Night Drive demo' }));
    expect(within(grace).getByRole('button', { name: 'Unsave Night Drive demo' })).toBeInTheDocument();
    expect(callsTo(view.fetchMock, 'POST', '/api/media/a1/save')).toHaveLength(1);

    answer.resolve(jsonResponse({ success: true }));
    expect(await screen.findByText('Saved to your library.')).toBeInTheDocument();
    expect(view.queryClient.getQueryState(savedList)?.isInvalidated).toBe(true);

    await user.click(within(grace).getByRole('button', { name: 'Unsave Night Drive demo' }));
    expect(await within(grace).findByRole('button', { name: 'Save Night Drive demo' })).toBeEnabled();
    expect(await screen.findByText('Removed from your saved media.')).toBeInTheDocument();
    expect(callsTo(view.fetchMock, 'DELETE', '/api/media/a1/save')).toHaveLength(1);
  });

  it('puts it back as it was when the server refuses', async () => {
    signIn();
    renderFeed({
      ...noProjects,
      [ALL_POSTS]: posts,
      'POST /api/media/a1/save': () => errorResponse(404, 'Media not found.'),
    });
    const user = userEvent.setup();
    const grace = await screen.findByRole('article', { name: 'Post by Grace Hopper' });
    await user.click(within(grace).getByRole('button', { name: 'Save Night Drive demo' }));
    expect(await within(grace).findByRole('button', { name: 'Save Night Drive demo' })).toBeEnabled();
    expect(toasts()).toEqual(['Not saved: Media not found.']);
  });

  it('offers it in the image viewer too', async () => {
    signIn();
    const fetchMock = renderFeed({
      ...noProjects,
      [ALL_POSTS]: () =>
        page([
          serverPost({ media: serverMedia({ ownerUserId: 'u2', title: 'Studio photo', savedByMe: true }) }),
        ]),
      'DELETE /api/media/m1/save': () => jsonResponse({ success: true }),
    }).fetchMock;
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Studio photo' }));
    const viewer = screen.getByRole('dialog', { name: 'Studio photo' });
    await user.click(within(viewer).getByRole('button', { name: 'Unsave Studio photo' }));
    expect(await within(viewer).findByRole('button', { name: 'Save Studio photo' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/media/m1/save')).toHaveLength(1);
  });

  it('is not offered to a visitor', async () => {
    renderFeed({ [ALL_POSTS]: posts });
    const grace = await screen.findByRole('article', { name: 'Post by Grace Hopper' });
    expect(within(grace).getByRole('button', { name: 'Play Night Drive demo' })).toBeInTheDocument();
    expect(within(grace).queryByRole('button', { name: /Save/ })).toBeNull();
  });
});
