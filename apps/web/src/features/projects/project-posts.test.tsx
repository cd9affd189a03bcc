import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, resetAppState, serverPost, serverProject } from '@/test/helpers';
import { callsTo, fakeServer, projectRoutes, signIn } from './projects-test-utils';

const PROJECT_POSTS = 'GET /api/posts?sort=recent&projectId=p1&limit=20';
const about = { projectId: 'p1', name: 'Night Drive', coverImageUrl: null };
const base = {
  'GET /api/projects/p1/comments': () => jsonResponse({ success: true, comments: [] }),
  'GET /api/me/projects': () => jsonResponse({ success: true, projects: [] }),
  [PROJECT_POSTS]: () =>
    jsonResponse({
      success: true,
      posts: [serverPost({ content: 'Chorus is done.', project: about })],
      nextCursor: null,
    }),
};

const postsRegion = () => screen.findByRole('region', { name: 'Posts' });

describe('/projects/{id} posts', () => {
  beforeEach(() => resetAppState());

  it("lists the project's posts (asked for by project); a visitor gets no composer", async () => {
    const fetchMock = fakeServer({
      ...base,
      'GET /api/projects/p1': () => jsonResponse({ success: true, project: serverProject() }),
    });
    renderRoutes(projectRoutes, '/projects/p1');
    const posts = await postsRegion();
    expect(await within(posts).findByText('Chorus is done.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/posts?sort=recent&projectId=p1&limit=20')).toHaveLength(1);
    expect(within(posts).queryByRole('form', { name: 'New post' })).toBeNull();
  });

  it('gives a member a composer preset to the project; the new post goes on top', async () => {
    signIn();
    const fetchMock = fakeServer({
      ...base,
      'GET /api/projects/p1': () =>
        jsonResponse({ success: true, project: serverProject({ userRoleInProject: 'owner' }) }),
      'POST /api/posts': () =>
        jsonResponse(
          {
            success: true,
            post: serverPost({
              postId: 'new',
              author: { userId: 'u1', username: 'ada', fullName: 'Ada King Lovelace', avatarUrl: null },
              content: 'Bridge recorded.',
              project: about,
            }),
          },
          201,
        ),
    });
    renderRoutes(projectRoutes, '/projects/p1');
    const posts = await postsRegion();
    await within(posts).findByText('Chorus is done.');
    expect(within(posts).getByRole('combobox', { name: 'Project (optional)' })).toHaveValue('p1');

    const user = userEvent.setup();
    await user.type(within(posts).getByRole('textbox', { name: 'Write a post' }), 'Bridge recorded.');
    await user.click(within(posts).getByRole('button', { name: 'Post' }));
    expect(await within(posts).findByText('Bridge recorded.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/posts')).toEqual([
      { content: 'Bridge recorded.', projectId: 'p1' },
    ]);
    expect(
      within(posts)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Post by Ada King Lovelace', 'Post by Grace Hopper']);
  });
});
