import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth';
import { loadAuthSchemas } from '@/features/auth/auth-store';
import { errorResponse, jsonResponse, renderRoutes, resetAppState, serverUser } from '@/test/helpers';
import { appRoutes } from './routes';
import { loadDeferredShell } from './shell/deferred-shell';

// The code each screen loads on first use (the top bar's menus, the query cache's provider, the
// sign-in checks), loaded once here rather than inside the first test that needs it.
beforeAll(() => Promise.all([loadDeferredShell(), import('./query-provider'), loadAuthSchemas()]));

type Handler = (init: RequestInit | undefined) => Response;

/** A fake of our server: `METHOD /path` → answer; anything else is a 404. */
function fakeServer(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const handler = handlers[`${init?.method ?? 'GET'} ${url}`];
    return handler ? handler(init) : errorResponse(404, 'Not found.');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const signedOut = { 'GET /api/user/me': () => errorResponse(401, 'Not signed in.') };

describe('the app routes', () => {
  beforeEach(() => {
    resetAppState();
  });

  it('a placeholder page names its feature and says it is coming soon', async () => {
    fakeServer(signedOut);
    renderRoutes(appRoutes, '/commissions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Commissions' })).toBeInTheDocument();
    expect(screen.getByText('Commissions are coming soon.')).toBeInTheDocument();
  });

  it('events has its categories', async () => {
    fakeServer(signedOut);
    renderRoutes(appRoutes, '/events');
    await screen.findByRole('heading', { level: 1, name: 'Events' });
    const group = screen.getByRole('group', { name: 'Event categories' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Hackathons', 'Competitions', 'Workshops', 'Meetups']);
  });

  it('an unknown path shows "404 - Page Not Found"', async () => {
    fakeServer(signedOut);
    renderRoutes(appRoutes, '/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' }),
    ).toBeInTheDocument();
  });

  it('explore shows its title, search placeholder, Projects/Posts toggle and sort options — and no invented data', async () => {
    fakeServer({
      ...signedOut,
      'GET /api/posts?sort=recent&limit=20': () =>
        jsonResponse({ success: true, posts: [], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/explore');
    await screen.findByRole('heading', { level: 1, name: 'Explore' });
    expect(screen.getByPlaceholderText('Search projects...')).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Recently Added', 'Most Popular', 'Most Contributors']);
    expect(screen.getByRole('button', { name: 'Projects', pressed: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Posts' }));
    expect(screen.getByRole('button', { name: 'Posts', pressed: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
  });

  it('library shows its search placeholder and categories', async () => {
    fakeServer(signedOut);
    renderRoutes(appRoutes, '/library');
    await screen.findByRole('heading', { level: 1, name: 'Library' });
    expect(screen.getByPlaceholderText('Search media...')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Categories' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Audio', 'Video', 'Images', 'Saved']);
  });

  it('a guarded page sends a visitor to sign in, and signing in lands back there', async () => {
    const fetchMock = fakeServer({
      ...signedOut,
      'POST /api/user/login': () =>
        jsonResponse({ success: true, user: serverUser, message: 'Welcome back.' }),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, '/friends');

    await screen.findByRole('button', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Ffriends');

    await user.type(screen.getByLabelText('Username or email'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Friends' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/friends');
    expect(screen.getByRole('button', { name: 'Add Friend' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ada' })).toBeInTheDocument();
    const loginCall = fetchMock.mock.calls.find(([url]) => url === '/api/user/login');
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({
      identifier: 'ada',
      password: 'correct-horse',
    });
  });

  it('login shows the server message on failure', async () => {
    fakeServer({
      ...signedOut,
      'POST /api/user/login': () => errorResponse(401, 'Invalid username/email or password.'),
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/login');
    await user.type(await screen.findByLabelText('Username or email'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid username/email or password.')).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('register sends the username as the full name, then signs in and opens onboarding', async () => {
    const fetchMock = fakeServer({
      ...signedOut,
      'POST /api/user/register': () =>
        jsonResponse({ success: true, user: serverUser, message: 'Welcome.' }, 201),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, '/register');
    await user.type(await screen.findByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome, / })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('link', { name: 'ada' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/user/register');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      username: 'ada',
      email: 'ada@example.com',
      password: 'long-enough',
      fullName: 'ada',
    });
  });

  it('register keeps ?redirect= through onboarding, and skipping it lands there', async () => {
    fakeServer({
      ...signedOut,
      'POST /api/user/register': () =>
        jsonResponse({ success: true, user: serverUser, message: 'Welcome.' }, 201),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, '/register?redirect=%2Fprojects%2Fabc');
    await user.type(await screen.findByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const skip = await screen.findByRole('button', { name: 'Skip for now' });
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(router.state.location.search).toBe('?redirect=%2Fprojects%2Fabc');

    await user.click(skip);
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/abc'));
  });

  it('register checks the fields before sending', async () => {
    const fetchMock = fakeServer(signedOut);
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/register');
    await user.type(await screen.findByLabelText('Username'), 'a');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters.',
    );
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/user/register')).toBe(false);
  });

  it('an open redirect is refused after sign-in', async () => {
    fakeServer({
      ...signedOut,
      'POST /api/user/login': () => jsonResponse({ success: true, user: serverUser, message: '' }),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, '/login?redirect=%2F%2Fevil.example');
    await user.type(await screen.findByLabelText('Username or email'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Create Together' });
    expect(router.state.location.pathname).toBe('/');
  });
});
