import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_401_EVENT } from '@/lib/auth-events';
import {
  deferred,
  errorResponse,
  jsonResponse,
  resetAppState,
  serverUser,
  useFakeClock,
} from '@/test/helpers';
import { AUTH_MESSAGES } from './auth-messages';
import { useAuthStore } from './auth-store';
import { mapServerUser } from './map-user';

const signedIn = () =>
  useAuthStore.setState({
    isAuthenticated: true,
    user: { ...useAuthStore.getState().user, id: 'u1', username: 'ada' } as never,
  });

describe('auth store — session check', () => {
  beforeEach(() => {
    resetAppState();
    useFakeClock();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shares one request while a check is in flight', async () => {
    const answer = deferred<Response>();
    const fetchMock = vi.fn().mockReturnValue(answer.promise);
    vi.stubGlobal('fetch', fetchMock);

    const first = useAuthStore.getState().verify();
    const second = useAuthStore.getState().verify();
    expect(second).toBe(first);
    expect(useAuthStore.getState().isVerifyingAuth).toBe(true);

    answer.resolve(jsonResponse({ success: true, user: serverUser }));
    await expect(first).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/me');
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      isVerifyingAuth: false,
      error: null,
    });
    expect(useAuthStore.getState().user?.username).toBe('ada');
  });

  it('skips a check when one ran in the last 2 s', async () => {
    const fetchMock = vi
      .fn()
      .mockImplementation(async () => jsonResponse({ success: true, user: serverUser }));
    vi.stubGlobal('fetch', fetchMock);

    await useAuthStore.getState().verify();
    vi.advanceTimersByTime(1_999);
    await expect(useAuthStore.getState().verify()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    await useAuthStore.getState().verify();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('on a 401 of a signed-in user: clears the state, says the session expired, raises app:auth-401', async () => {
    signedIn();
    const onEvent = vi.fn();
    window.addEventListener(AUTH_401_EVENT, onEvent);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(errorResponse(401, 'Not signed in.')));

    await expect(useAuthStore.getState().verify()).resolves.toBe(false);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      user: null,
      error: AUTH_MESSAGES.sessionExpired,
    });
    expect(onEvent).toHaveBeenCalledTimes(1);
    window.removeEventListener(AUTH_401_EVENT, onEvent);
  });

  it('on a 401 of a visitor who never signed in: no message, no event', async () => {
    const onEvent = vi.fn();
    window.addEventListener(AUTH_401_EVENT, onEvent);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(errorResponse(401, 'Not signed in.')));
    await useAuthStore.getState().verify();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, error: null });
    expect(onEvent).not.toHaveBeenCalled();
    window.removeEventListener(AUTH_401_EVENT, onEvent);
  });

  it.each([
    ['another failed status', () => errorResponse(500, 'Boom'), AUTH_MESSAGES.verifyFailed],
    ['a missing user', () => jsonResponse({ success: true }), AUTH_MESSAGES.checkFailed],
    ['success:false', () => jsonResponse({ success: false }), AUTH_MESSAGES.checkFailed],
  ])('on %s: unauthenticated with the §8 message', async (_name, answer, message) => {
    signedIn();
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async () => answer()),
    );
    await useAuthStore.getState().verify();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null, error: message });
  });

  it('on a network error: unauthenticated with the §8 message', async () => {
    signedIn();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await useAuthStore.getState().verify();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      error: AUTH_MESSAGES.checkNetworkError,
    });
  });
});

describe('auth store — sign in, registration, sign out', () => {
  beforeEach(() => {
    resetAppState();
  });

  it('login posts identifier and password and signs the user in', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse({ success: true, user: serverUser, message: 'Welcome back.' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(useAuthStore.getState().login('ada', 'secret-pass')).resolves.toBe(true);

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/user/login');
    expect(JSON.parse(String(init.body))).toEqual({ identifier: 'ada', password: 'secret-pass' });
    expect(init.credentials).not.toBe('include');
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, loading: false, error: null });
    expect(useAuthStore.getState().user?.firstName).toBe('Ada');
  });

  it('shows the server message when there is one, else "Login failed."', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(errorResponse(401, 'Invalid username/email or password.')),
    );
    await useAuthStore.getState().login('ada', 'nope-nope');
    expect(useAuthStore.getState().error).toBe('Invalid username/email or password.');

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 500 })));
    await useAuthStore.getState().login('ada', 'nope-nope');
    expect(useAuthStore.getState().error).toBe(AUTH_MESSAGES.loginFailed);
  });

  it('a network error during login says so', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await useAuthStore.getState().login('ada', 'whatever1');
    expect(useAuthStore.getState().error).toBe(AUTH_MESSAGES.loginNetworkError);
  });

  it('a 401 on login does not raise the app-wide event', async () => {
    const onEvent = vi.fn();
    window.addEventListener(AUTH_401_EVENT, onEvent);
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(errorResponse(401, 'Invalid username/email or password.')),
    );
    await useAuthStore.getState().login('ada', 'nope-nope');
    expect(onEvent).not.toHaveBeenCalled();
    window.removeEventListener(AUTH_401_EVENT, onEvent);
  });

  it('registration sends the username also as the full name', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse({ success: true, user: serverUser, message: 'Hi' }, 201));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      useAuthStore
        .getState()
        .register({ username: 'ada', email: 'ada@example.com', password: 'long-enough' }),
    ).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/user/register');
    expect(JSON.parse(String(init.body))).toEqual({
      username: 'ada',
      email: 'ada@example.com',
      password: 'long-enough',
      fullName: 'ada',
    });
  });

  it('registration failures: server message, else "Registration failed.", network error message', async () => {
    const input = { username: 'ada', email: 'ada@example.com', password: 'long-enough' };
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(errorResponse(409, 'That email is already registered.')),
    );
    await useAuthStore.getState().register(input);
    expect(useAuthStore.getState().error).toBe('That email is already registered.');

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ success: false })));
    await useAuthStore.getState().register(input);
    expect(useAuthStore.getState().error).toBe(AUTH_MESSAGES.registerFailed);

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await useAuthStore.getState().register(input);
    expect(useAuthStore.getState().error).toBe(AUTH_MESSAGES.registerNetworkError);
  });

  it('logout calls POST /api/user/logout and forgets the user, even when the call fails', async () => {
    signedIn();
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('offline'));
    vi.stubGlobal('fetch', fetchMock);
    await useAuthStore.getState().logout();
    expect(fetchMock).toHaveBeenCalledWith('/api/user/logout', expect.objectContaining({ method: 'POST' }));
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null });
  });
});

describe('auth store — persistence', () => {
  beforeEach(() => {
    resetAppState();
  });

  it('persists only user and isAuthenticated, under the product prefix', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(jsonResponse({ success: true, user: serverUser, message: '' })),
    );
    await useAuthStore.getState().login('ada', 'secret-pass');
    const stored = JSON.parse(localStorage.getItem('ct:auth') ?? 'null');
    expect(stored.v).toBe(1);
    expect(Object.keys(stored.data.state).sort()).toEqual(['isAuthenticated', 'user']);
    expect(stored.data.state.user.username).toBe('ada');
  });

  it('starts signed out, with no message, when nothing is stored', async () => {
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null, error: null });
  });

  it('treats an expired or older-version entry as nothing stored', async () => {
    const user = mapServerUser(serverUser);
    const state = { state: { user, isAuthenticated: true }, version: 0 };
    localStorage.setItem('ct:auth', JSON.stringify({ v: 1, expiresAt: Date.now() - 1, data: state }));
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, error: null });
    localStorage.setItem('ct:auth', JSON.stringify({ v: 0, expiresAt: null, data: state }));
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, error: null });
  });

  it('restores a stored session', async () => {
    const user = mapServerUser(serverUser);
    localStorage.setItem(
      'ct:auth',
      JSON.stringify({ v: 1, expiresAt: null, data: { state: { user, isAuthenticated: true }, version: 0 } }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user, error: null });
  });

  it.each([
    ['unparseable JSON', '{oops'],
    [
      'an unknown shape',
      JSON.stringify({ v: 1, expiresAt: null, data: { state: { user: 42, isAuthenticated: true } } }),
    ],
    [
      'an inconsistent session',
      JSON.stringify({ v: 1, expiresAt: null, data: { state: { user: null, isAuthenticated: true } } }),
    ],
  ])('says "Could not load session. Please try logging in." on %s', async (_name, raw) => {
    localStorage.setItem('ct:auth', raw);
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      user: null,
      error: 'Could not load session. Please try logging in.',
    });
    expect(localStorage.getItem('ct:auth')).not.toBe(raw);
  });
});
