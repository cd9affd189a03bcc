import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, resetAppState, serverPost, serverProject } from '@/test/helpers';
import { serverAudio } from '@/test/media-fixtures';
import { ALL_POSTS, callsTo, page, renderFeed, signIn } from './posts-test-utils';

const ada = { userId: 'u1', username: 'ada', fullName: 'Ada King Lovelace', avatarUrl: null };
const myProjects = () =>
  jsonResponse({
    success: true,
    projects: [
      serverProject({ projectId: 'p1', name: 'Night Drive' }),
      serverProject({ projectId: 'p2', name: 'Harbour Lights' }),
    ],
  });

const box = () => screen.getByRole('textbox', { name: 'Write a post' });
const postButton = () => screen.getByRole('button', { name: 'Post' });

describe('PostComposer', () => {
  beforeEach(() => {
    resetAppState();
    signIn();
  });

  it('needs some text (or a file), and at most 2,000 characters', async () => {
    renderFeed({ [ALL_POSTS]: () => page([]), 'GET /api/me/projects': myProjects });
    const user = userEvent.setup();
    expect(postButton()).toBeDisabled();
    await user.type(box(), '   ');
    expect(postButton()).toBeDisabled();

    await user.clear(box());
    await user.click(box());
    await user.paste('x'.repeat(2_001));
    expect(screen.getByText('A post can be at most 2,000 characters.')).toBeInTheDocument();
    expect(screen.getByText('2,001/2,000')).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(postButton()).toBeDisabled();

    await user.type(box(), '{Backspace}');
    expect(screen.queryByText('A post can be at most 2,000 characters.')).toBeNull();
    expect(postButton()).toBeEnabled();
  });

  it('posts the text about a chosen project, and the post shows at the top', async () => {
    const fetchMock = renderFeed({
      [ALL_POSTS]: () => page([serverPost()]),
      'GET /api/me/projects': myProjects,
      'POST /api/posts': () =>
        jsonResponse(
          {
            success: true,
            post: serverPost({
              postId: 'new1',
              author: ada,
              content: 'Demo is up!',
              likes: 0,
              comments: 0,
              project: { projectId: 'p2', name: 'Harbour Lights', coverImageUrl: null },
              createdAt: Math.floor(Date.now() / 1000),
            }),
          },
          201,
        ),
    }).fetchMock;
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Post by Grace Hopper' });
    await user.type(box(), 'Demo is up!');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Project (optional)' }),
      'Harbour Lights',
    );
    await user.click(postButton());

    const first = await screen.findByRole('article', { name: 'Post by Ada King Lovelace' });
    expect(callsTo(fetchMock, 'POST', '/api/posts')).toEqual([{ content: 'Demo is up!', projectId: 'p2' }]);
    const cards = within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('article');
    expect(cards[0]).toBe(first);
    expect(cards).toHaveLength(2);
    expect(box()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Project (optional)' })).toHaveValue('');
  });

  it('attaches a file from the library, which is enough to post', async () => {
    const track = serverAudio({ title: 'Night Drive demo' });
    const fetchMock = renderFeed({
      [ALL_POSTS]: () => page([]),
      'GET /api/me/projects': () => jsonResponse({ success: true, projects: [] }),
      'GET /api/media?limit=24': () => jsonResponse({ success: true, media: [track], nextCursor: null }),
      'POST /api/posts': () =>
        jsonResponse({ success: true, post: serverPost({ author: ada, content: '', media: track }) }, 201),
    }).fetchMock;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Attach from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach from library' });
    await user.click(await within(dialog).findByRole('button', { name: /Night Drive demo/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove attachment Night Drive demo' })).toBeInTheDocument();
    expect(postButton()).toBeEnabled();

    await user.click(postButton());
    expect(await screen.findByRole('article', { name: 'Post by Ada King Lovelace' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/posts')).toEqual([{ content: '', mediaId: 'a1' }]);
    expect(screen.getByRole('button', { name: 'Attach from library' })).toBeInTheDocument();
  });

  it('puts a refusal of the text under the box, focused', async () => {
    renderFeed({
      [ALL_POSTS]: () => page([]),
      'GET /api/me/projects': myProjects,
      'POST /api/posts': () => errorResponse(400, 'content: A post can be at most 2000 characters.'),
    });
    const user = userEvent.setup();
    await user.type(box(), 'Hello');
    await user.click(postButton());
    expect(await screen.findByText('A post can be at most 2000 characters.')).toBeInTheDocument();
    expect(box()).toHaveFocus();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Could not publish your post.')).toBeNull();
  });

  it('says why a post failed, and keeps what was written', async () => {
    const fetchMock = renderFeed({
      [ALL_POSTS]: () => page([]),
      'GET /api/me/projects': myProjects,
      'POST /api/posts': () => errorResponse(403, 'You are not a member of this project.'),
    }).fetchMock;
    const user = userEvent.setup();
    await user.type(box(), 'Hello');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Project (optional)' }),
      'Night Drive',
    );
    await user.click(postButton());
    const alert = await screen.findByText('Could not publish your post.');
    expect(alert.parentElement).toHaveTextContent('You are not a member of this project.');
    expect(callsTo(fetchMock, 'POST', '/api/posts')).toEqual([{ content: 'Hello', projectId: 'p1' }]);
    expect(box()).toHaveValue('Hello');
  });
});
