import type { FriendshipState, UserView } from '@create-together/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from '@/components/toast/toast-store';
import { mapServerUser, useAuthStore } from '@/features/auth';
import {
  errorResponse,
  type FakeHandler,
  fakeServer,
  jsonResponse,
  renderRoutes,
  resetAppState,
  serverPost,
  serverProject,
  serverUser,
} from '@/test/helpers';
import { CommunityPage } from './community-page';

const creator = (
  id: string,
  fullName: string,
  skills: string[],
  friendship: FriendshipState = 'none',
): UserView => ({
  id,
  username: fullName.split(' ')[0]?.toLowerCase() ?? id,
  fullName,
  avatarUrl: null,
  role: 'user',
  bio: `${fullName} makes things.`,
  createdAt: 1_700_000_000,
  skills,
  interests: [],
  friendship,
});

const grace = creator('u2', 'Grace Hopper', ['Mixing', 'Compilers']);
const alan = creator('u3', 'Alan Turing', ['Vocals'], 'outgoing');
const joan = creator('u4', 'Joan Clarke', ['Guitar'], 'friends');
const tommy = creator('u5', 'Tommy Flowers', ['Production'], 'incoming');

const answer = (parts: Partial<{ posts: unknown[]; creators: UserView[]; projects: unknown[] }> = {}) =>
  jsonResponse({
    success: true,
    posts: [serverPost({ content: 'New demo up.' })],
    creators: [grace, alan, joan, tommy],
    projects: [serverProject({ projectId: 'p7', name: 'Harbour Lights' })],
    ...parts,
  });

function renderCommunity(handlers: Record<string, FakeHandler>, path = '/community') {
  const fetchMock = fakeServer({
    'GET /api/me/projects': () => jsonResponse({ success: true, projects: [] }),
    ...handlers,
  });
  const view = renderRoutes([{ path: '/community', element: <CommunityPage /> }], path);
  return { fetchMock, ...view };
}

const section = (name: string) => screen.findByRole('region', { name });
const creatorNames = async () =>
  within(await screen.findByRole('list', { name: 'Creators' }))
    .getAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));
const signIn = (skills: string[]) =>
  useAuthStore.setState({ isAuthenticated: true, user: mapServerUser({ ...serverUser, skills }) });

describe('/community', () => {
  beforeEach(() => resetAppState());

  it('shows a visitor recent posts, creators and the newest projects, with ways to sign in', async () => {
    renderCommunity({ 'GET /api/community': () => answer() });
    expect(screen.getByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();

    const posts = await section('Recent posts');
    expect(await within(posts).findByText('New demo up.')).toBeInTheDocument();
    expect(within(posts).getByRole('link', { name: 'All posts' })).toHaveAttribute(
      'href',
      '/explore?view=posts',
    );
    expect(within(posts).queryByRole('form', { name: 'New post' })).toBeNull();

    const creators = await section('Creators to discover');
    const graceCard = within(creators).getByRole('article', { name: 'Grace Hopper' });
    expect(within(graceCard).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/profile/u2',
    );
    expect(
      within(within(graceCard).getByRole('list', { name: 'Skills' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(within(graceCard).getByRole('link', { name: 'Add friend' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcommunity',
    );

    const projects = await section('Newest projects');
    expect(within(projects).getByRole('link', { name: 'Harbour Lights' })).toHaveAttribute(
      'href',
      '/projects/p7',
    );
    expect(within(projects).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('filters creators by a skill chip or a typed skill, in the address, and asks the server again', async () => {
    const { fetchMock, router } = renderCommunity({
      'GET /api/community': () => answer(),
      'GET /api/community?skill=Mixing': () => answer({ creators: [grace] }),
      'GET /api/community?skill=Theremin': () => answer({ creators: [] }),
    });
    const user = userEvent.setup();
    expect(await creatorNames()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Everyone', pressed: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mixing' }));
    await waitFor(async () => expect(await creatorNames()).toEqual(['Grace Hopper']));
    expect(router.state.location.search).toBe('?skill=Mixing');
    expect(screen.getByRole('button', { name: 'Mixing', pressed: true })).toBeInTheDocument();

    await user.type(
      screen.getByRole('textbox', { name: 'Find creators by another skill' }),
      'Theremin{Enter}',
    );
    expect(await screen.findByText('No creators list “Theremin” yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Theremin', pressed: true })).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/community')),
    ).toEqual(['/api/community', '/api/community?skill=Mixing', '/api/community?skill=Theremin']);

    await user.click(screen.getByRole('button', { name: 'Show everyone' }));
    expect(await creatorNames()).toHaveLength(4);
    expect(router.state.location.search).toBe('');
  });

  it('signed in: Add friend sends the request and the card says Pending; other cards show where you stand', async () => {
    signIn(['Mixing']);
    const { fetchMock } = renderCommunity({
      'GET /api/community': () => answer(),
      'POST /api/me/friend-requests': () =>
        jsonResponse(
          { success: true, message: 'Friend request sent.', requestId: 'r1', status: 'pending' },
          201,
        ),
    });
    const user = userEvent.setup();
    const creators = await section('Creators to discover');
    const graceCard = await within(creators).findByRole('article', { name: 'Grace Hopper' });
    expect(within(creators).getByRole('article', { name: 'Alan Turing' })).toHaveTextContent('Pending');
    expect(within(creators).getByRole('article', { name: 'Joan Clarke' })).toHaveTextContent('Friends');
    expect(
      within(within(creators).getByRole('article', { name: 'Tommy Flowers' })).getByRole('link', {
        name: 'Respond to request',
      }),
    ).toHaveAttribute('href', '/friends');

    await user.click(within(graceCard).getByRole('button', { name: 'Add friend' }));
    expect(await within(graceCard).findByText('Pending')).toBeInTheDocument();
    expect(within(graceCard).queryByRole('button', { name: 'Add friend' })).toBeNull();
    const sent = fetchMock.mock.calls.filter(
      ([url, init]) => url === '/api/me/friend-requests' && init?.method === 'POST',
    );
    expect(sent.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ receiverUserId: 'u2' }]);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('Friend request sent.');

    // Signed in with skills: the projects are for them, and there is a composer.
    expect(await section('Projects looking for your skills')).toHaveTextContent(
      'Public projects that need Mixing',
    );
    expect(within(await section('Recent posts')).getByRole('form', { name: 'New post' })).toBeInTheDocument();
  });

  it('says what to do when there is nothing yet', async () => {
    renderCommunity({ 'GET /api/community': () => answer({ posts: [], creators: [], projects: [] }) });
    expect(await screen.findByText(/No posts yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to post' })).toBeInTheDocument();
    expect(screen.getByText(/No creators to show yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a project' })).toHaveAttribute('href', '/projects/new');
  });

  it('shows a failed load and tries again', async () => {
    let calls = 0;
    renderCommunity({
      'GET /api/community': () => {
        calls += 1;
        return calls === 1 ? errorResponse(500, 'Down for a moment.') : answer();
      },
    });
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Down for a moment.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('New demo up.')).toBeInTheDocument();
  });
});
