import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import {
  deferred,
  errorResponse,
  jsonResponse,
  policiesAs,
  renderRoutes,
  resetAppState,
  serverProject,
  serverUser,
} from '@/test/helpers';
import { callsTo, fakeServer, otherUser, projectRoutes, signIn } from './projects-test-utils';

const project = serverProject({
  startDate: Date.UTC(2025, 4, 1) / 1000,
  endDate: Date.UTC(2025, 5, 30) / 1000,
  contributors: [
    { userId: 'u1', username: 'ada', fullName: 'Ada Lovelace', avatarUrl: null, role: 'owner' },
    { userId: 'u3', username: 'alan', fullName: 'Alan Turing', avatarUrl: null, role: 'contributor' },
  ],
});
const asMember = {
  ...project,
  userRoleInProject: 'contributor' as const,
  policies: policiesAs('contributor'),
};
const grace = {
  userId: 'u2',
  username: 'grace',
  fullName: 'Grace Hopper',
  avatarUrl: null,
  role: 'contributor' as const,
};
const noComments = { 'GET /api/projects/p1/comments': () => jsonResponse({ success: true, comments: [] }) };
const joined = () => storage.get<string[]>('user-joined-projects');

describe('/projects/{id}', () => {
  beforeEach(() => {
    resetAppState();
  });

  it('shows the project, and invites a visitor to sign in to join, like and comment', async () => {
    fakeServer({ ...noComments, 'GET /api/projects/p1': () => jsonResponse({ success: true, project }) });
    renderRoutes(projectRoutes, '/projects/p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Drive' })).toBeInTheDocument();
    expect(screen.getByText('Music')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Public')).toBeInTheDocument();
    expect(screen.getByText('A synthwave EP made by five people.')).toBeInTheDocument();
    expect(screen.getByText('Finish four tracks.')).toBeInTheDocument();
    expect(screen.getByText('Every 7 days')).toBeInTheDocument();
    const [owner, member] = within(screen.getByRole('list', { name: 'Contributors' })).getAllByRole(
      'listitem',
    );
    expect(owner).toHaveTextContent(/Ada Lovelace.*@ada.*Owner/);
    expect(member).toHaveTextContent(/Alan Turing.*@alan.*Member/);
    expect(within(screen.getByRole('list', { name: 'Skills needed' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    const stats = screen.getByRole('complementary', { name: 'Project details' });
    expect(within(stats).getByText('42')).toBeInTheDocument();
    // The header is tinted by the default accent while there is no cover.
    expect(screen.getByRole('banner')).toHaveAttribute('data-accent', '82,82,91');

    expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fprojects%2Fp1',
    );
    // Its name holds what it shows, "Like 3" (WCAG 2.5.3), then why it leads to sign-in.
    expect(screen.getByRole('link', { name: /^Like 3 ?\(sign in to like\)$/ })).toBeInTheDocument();
    // The comments come with their own code, after the project.
    expect(await screen.findByRole('link', { name: 'Sign in to comment' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Owner actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open workspace' })).not.toBeInTheDocument();
  });

  it('asks for posts and comments only when the visitor comes near them, or a few seconds on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const observed: Array<{ callback: IntersectionObserverCallback; element?: Element }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(readonly callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          observed.push({ callback: this.callback, element });
        }
        disconnect() {}
      },
    );
    const fetchMock = fakeServer({
      ...noComments,
      'GET /api/projects/p1': () => jsonResponse({ success: true, project }),
      'GET /api/posts?sort=recent&projectId=p1&limit=20': () =>
        jsonResponse({ success: true, posts: [], nextCursor: null }),
    });
    renderRoutes(projectRoutes, '/projects/p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Drive' })).toBeInTheDocument();
    // Their places are held, quietly: nothing is loading yet.
    expect(screen.queryByText('Loading posts...')).not.toBeInTheDocument();
    expect(observed).toHaveLength(2);
    const asked = () => fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked().filter((url) => /comments|posts/.test(url))).toEqual([]);

    // Scrolled near the comments (the second place): they come; the posts wait.
    const comments = observed[1];
    act(() => comments?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never));
    expect(await screen.findByRole('link', { name: 'Sign in to comment' })).toBeInTheDocument();
    expect(asked()).toContain('/api/projects/p1/comments');
    expect(asked().filter((url) => url.includes('/api/posts'))).toEqual([]);

    // A visitor who does not scroll gets them too, a few seconds on.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(asked()).toContain('/api/posts?sort=recent&projectId=p1&limit=20'));
    vi.useRealTimers();
  });

  it('reads a completed project as archived (SPEC.md §3), as its card does, over a generated cover', async () => {
    fakeServer({
      ...noComments,
      'GET /api/projects/p1': () =>
        jsonResponse({ success: true, project: { ...project, status: 'completed' } }),
    });
    renderRoutes(projectRoutes, '/projects/p1');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Archived')).toBeInTheDocument();
    expect(within(header).queryByText(/Completed/)).toBeNull();
    expect(header.querySelector('img[data-generated-cover]')).toBeInTheDocument();
  });

  it('joins: calls join, keeps the id under user-joined-projects, then refetches the project', async () => {
    signIn(otherUser);
    let member = false;
    const fetchMock = fakeServer({
      ...noComments,
      'GET /api/projects/p1': () =>
        jsonResponse({
          success: true,
          project: member ? { ...asMember, contributors: [...project.contributors, grace] } : project,
        }),
      'POST /api/projects/p1/join': () => {
        member = true;
        return jsonResponse({ success: true, message: 'Joined.' });
      },
    });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/p1');
    await user.click(await screen.findByRole('button', { name: 'Join project' }));

    expect(await screen.findByRole('link', { name: 'Open workspace' })).toHaveAttribute(
      'href',
      '/workspace/p1',
    );
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave project' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/projects/p1/join')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', '/api/projects/p1')).toHaveLength(2);
    expect(joined()).toEqual(['p1']);
    expect(JSON.parse(localStorage.getItem('ct:user-joined-projects') ?? '{}')).toMatchObject({
      expiresAt: null,
    });
  });

  it('treats "already a member" as joined', async () => {
    signIn(otherUser);
    let asked = false;
    fakeServer({
      ...noComments,
      // Joined in another tab: this page still shows the old state until it asks again.
      'GET /api/projects/p1': () => jsonResponse({ success: true, project: asked ? asMember : project }),
      'POST /api/projects/p1/join': () => {
        asked = true;
        return errorResponse(409, 'User is already a member of this project.');
      },
    });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/p1');
    await user.click(await screen.findByRole('button', { name: 'Join project' }));
    await screen.findByRole('link', { name: 'Open workspace' });
    expect(joined()).toEqual(['p1']);
    expect(screen.queryByText(/Failed to join/)).not.toBeInTheDocument();
  });

  it("says 'Failed to join project p1.' when joining fails", async () => {
    signIn(otherUser);
    fakeServer({
      ...noComments,
      'GET /api/projects/p1': () => jsonResponse({ success: true, project }),
      'POST /api/projects/p1/join': () => errorResponse(500, 'Database down.'),
    });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/p1');
    await user.click(await screen.findByRole('button', { name: 'Join project' }));
    expect(await screen.findByText('Failed to join project p1.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join project' })).toBeEnabled();
    expect(joined()).toBeNull();
  });

  it('leaves at once, and rolls back with "Failed to leave project p1." when the server refuses', async () => {
    signIn(otherUser);
    storage.set('user-joined-projects', ['p1'], { ttlMs: null });
    const answer = deferred<Response>();
    fakeServer({
      ...noComments,
      'GET /api/projects/p1': () =>
        jsonResponse({
          success: true,
          project: { ...asMember, contributors: [...project.contributors, grace] },
        }),
      'POST /api/projects/p1/leave': () => answer.promise,
    });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/p1');
    await user.click(await screen.findByRole('button', { name: 'Leave project' }));

    // Optimistic: no longer a member before the server answers.
    expect(await screen.findByRole('button', { name: 'Join project' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open workspace' })).not.toBeInTheDocument();
    expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument();

    answer.resolve(errorResponse(500, 'Database down.'));
    expect(await screen.findByText('Failed to leave project p1.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave project' })).toBeInTheDocument();
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    expect(joined()).toEqual(['p1']);
  });

  it('leaving for good removes the id from the joined list and refetches', async () => {
    signIn(otherUser);
    storage.set('user-joined-projects', ['p0', 'p1'], { ttlMs: null });
    let member = true;
    const fetchMock = fakeServer({
      ...noComments,
      'GET /api/projects/p1': () => jsonResponse({ success: true, project: member ? asMember : project }),
      'POST /api/projects/p1/leave': () => {
        member = false;
        return jsonResponse({ success: true });
      },
    });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/p1');
    await user.click(await screen.findByRole('button', { name: 'Leave project' }));
    await screen.findByRole('button', { name: 'Join project' });
    await expect.poll(() => callsTo(fetchMock, 'GET', '/api/projects/p1').length).toBe(2);
    expect(joined()).toEqual(['p0']);
  });

  it('shows Edit, Archive and Complete to the owner only; archiving offers Reactivate', async () => {
    signIn(serverUser);
    const owned = { ...project, userRoleInProject: 'owner' as const, policies: policiesAs('owner') };
    const fetchMock = fakeServer({
      ...noComments,
      'GET /api/projects/p1': () => jsonResponse({ success: true, project: owned }),
      'PUT /api/projects/p1': () =>
        jsonResponse({
          success: true,
          project: { ...owned, status: 'archived', policies: policiesAs('owner', 'archived') },
        }),
    });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/p1');
    const tools = within(await screen.findByRole('group', { name: 'Owner actions' }));
    expect(tools.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/projects/edit/p1');
    expect(tools.getByRole('link', { name: 'Complete' })).toHaveAttribute('href', '/projects/p1/complete');
    expect(screen.queryByRole('button', { name: 'Leave project' })).not.toBeInTheDocument();

    await user.click(tools.getByRole('button', { name: 'Archive' }));
    expect(await tools.findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(screen.getByText('Archived')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/projects/p1')).toEqual([{ status: 'archived' }]);
  });

  it('hides the owner’s tools from a member who is not the owner', async () => {
    signIn(otherUser);
    fakeServer({
      ...noComments,
      'GET /api/projects/p1': () => jsonResponse({ success: true, project: asMember }),
    });
    renderRoutes(projectRoutes, '/projects/p1');
    await screen.findByRole('link', { name: 'Open workspace' });
    expect(screen.queryByRole('group', { name: 'Owner actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('toggles the like at once and keeps the server’s count; rolls back on failure', async () => {
    signIn(otherUser);
    const answer = deferred<Response>();
    fakeServer({
      ...noComments,
      'GET /api/projects/p1': () => jsonResponse({ success: true, project }),
      'POST /api/projects/p1/like': () => answer.promise,
      'DELETE /api/projects/p1/like': () => errorResponse(500, 'Database down.'),
    });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/p1');
    const like = await screen.findByRole('button', { name: 'Like 3' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(screen.getByRole('button', { name: 'Liked 4' })).toHaveAttribute('aria-pressed', 'true');
    answer.resolve(jsonResponse({ success: true, likes: 10 }));
    expect(await screen.findByRole('button', { name: 'Liked 10' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Liked 10' }));
    expect(await screen.findByText('Failed to update your like.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Liked 10' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists comments newest first and adds one', async () => {
    signIn(otherUser);
    const author = { userId: 'u3', username: 'alan', avatarUrl: null };
    const comment = (commentId: string, content: string, createdAt: number) => ({
      commentId,
      projectId: 'p1',
      author,
      content,
      createdAt,
    });
    const fetchMock = fakeServer({
      'GET /api/projects/p1': () => jsonResponse({ success: true, project }),
      'GET /api/projects/p1/comments': () =>
        jsonResponse({
          success: true,
          comments: [comment('c1', 'First!', 100), comment('c2', 'Lovely.', 200)],
        }),
      'POST /api/projects/p1/comments': () =>
        jsonResponse(
          {
            success: true,
            comment: {
              ...comment('c3', 'Count me in.', 300),
              author: { userId: 'u2', username: 'grace', avatarUrl: null },
            },
          },
          201,
        ),
    });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/p1');
    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p:last-child')?.textContent),
    ).toEqual(['Lovely.', 'First!']);

    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByLabelText('Add a comment')).toHaveAccessibleDescription('Comment cannot be empty.');

    await user.type(screen.getByLabelText('Add a comment'), '  Count me in. ');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await within(list).findByText('Count me in.');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Count me in.');
    expect(screen.getByLabelText('Add a comment')).toHaveValue('');
    expect(callsTo(fetchMock, 'POST', '/api/projects/p1/comments')).toEqual([{ content: 'Count me in.' }]);
  });

  it('shows a clear not-found state on 404', async () => {
    fakeServer({ 'GET /api/projects/p404': () => errorResponse(404, 'Project not found.') });
    renderRoutes(projectRoutes, '/projects/p404');
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore projects' })).toHaveAttribute('href', '/explore');
  });

  it("says 'Failed to fetch project p1.' when loading fails, and tries again", async () => {
    let fail = true;
    fakeServer({
      ...noComments,
      'GET /api/projects/p1': () =>
        fail ? errorResponse(500, 'Database down.') : jsonResponse({ success: true, project }),
    });
    const user = userEvent.setup();
    renderRoutes(projectRoutes, '/projects/p1');
    expect(await screen.findByText('Failed to fetch project p1.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Drive' })).toBeInTheDocument();
  });
});
