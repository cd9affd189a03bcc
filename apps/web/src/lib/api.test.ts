import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '@/test/helpers';
import { apiRequest, EARLY_ANSWER_MAX_AGE_MS } from './api';
import { ApiError } from './api-error';
import { AUTH_401_EVENT, resetAuth401Throttle } from './auth-events';
import { fromContract } from './contract';
import { resetSessionState } from './session-reset';

describe('apiRequest', () => {
  const onAuth401 = vi.fn();
  beforeEach(() => {
    resetAuth401Throttle();
    window.addEventListener(AUTH_401_EVENT, onAuth401);
  });
  afterEach(() => {
    window.removeEventListener(AUTH_401_EVENT, onAuth401);
    onAuth401.mockReset();
    vi.useRealTimers();
  });

  it('sends JSON with credentials and returns the answer', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ success: true, value: 42 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      success: true,
      value: 42,
    });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns {success:false, error, message} into an ApiError carrying the sentence', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(errorResponse(409, 'Username is already taken.')));
    const error = await apiRequest('/api/user/register', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Username is already taken.' });
  });

  it('marks a request that never got an answer as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it('raises app:auth-401 on a 401, at most once per 2 s, unless told not to', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(async () => errorResponse(401, 'Not signed in.')),
    );
    await apiRequest('/api/me/friends').catch(() => {});
    await apiRequest('/api/me/friends').catch(() => {});
    expect(onAuth401).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 2_000);
    await apiRequest('/api/user/login', { skipAuthEvent: true }).catch(() => {});
    expect(onAuth401).toHaveBeenCalledTimes(1);
    await apiRequest('/api/me/friends').catch(() => {});
    expect(onAuth401).toHaveBeenCalledTimes(2);
  });

  describe('an answer asked for early by the first frame', () => {
    afterEach(() => {
      delete window.__earlyAnswers;
    });

    it('answers the first GET of its address, once; later calls and other addresses ask the server', async () => {
      const early = jsonResponse({ success: true, from: 'early' });
      window.__earlyAnswers = new Map([
        ['/api/projects/p1', { answer: Promise.resolve(early), askedAt: Date.now() }],
      ]);
      const fetchMock = vi
        .fn()
        .mockImplementation(() => Promise.resolve(jsonResponse({ success: true, from: 'fetch' })));
      vi.stubGlobal('fetch', fetchMock);

      await expect(apiRequest('/api/projects/p2')).resolves.toEqual({ success: true, from: 'fetch' });
      await expect(apiRequest('/api/projects/p1', { method: 'PUT', body: {} })).resolves.toEqual({
        success: true,
        from: 'fetch',
      });
      await expect(apiRequest('/api/projects/p1')).resolves.toEqual({ success: true, from: 'early' });
      await expect(apiRequest('/api/projects/p1')).resolves.toEqual({ success: true, from: 'fetch' });
      expect(fetchMock).toHaveBeenCalledTimes(3);
    });

    it('asks the server itself when the early request failed, and reads an early error like any other', async () => {
      const failed = Promise.reject(new TypeError('Failed to fetch'));
      failed.catch(() => {});
      window.__earlyAnswers = new Map([
        ['/api/projects/p1', { answer: failed, askedAt: Date.now() }],
        [
          '/api/projects/p2',
          { answer: Promise.resolve(errorResponse(404, 'Project not found.')), askedAt: Date.now() },
        ],
      ]);
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ success: true, from: 'fetch' })));
      await expect(apiRequest('/api/projects/p1')).resolves.toEqual({ success: true, from: 'fetch' });
      await expect(apiRequest('/api/projects/p2')).rejects.toMatchObject({
        status: 404,
        message: 'Project not found.',
      });
    });

    it('is not used once stale, nor after signing in or out', async () => {
      const early = () => Promise.resolve(jsonResponse({ success: true, from: 'early' }));
      vi.stubGlobal(
        'fetch',
        vi.fn().mockImplementation(() => Promise.resolve(jsonResponse({ success: true, from: 'fetch' }))),
      );
      window.__earlyAnswers = new Map([
        ['/api/explore', { answer: early(), askedAt: Date.now() - EARLY_ANSWER_MAX_AGE_MS - 1 }],
      ]);
      await expect(apiRequest('/api/explore')).resolves.toEqual({ success: true, from: 'fetch' });
      window.__earlyAnswers = new Map([['/api/explore', { answer: early(), askedAt: Date.now() }]]);
      resetSessionState();
      await expect(apiRequest('/api/explore')).resolves.toEqual({ success: true, from: 'fetch' });
    });
  });

  describe('a schema loaded on first need (lib/contract.ts)', () => {
    afterEach(() => {
      delete window.__earlyAnswers;
    });
    const early = (body: unknown) =>
      new Map([['/api/projects/p1', { answer: Promise.resolve(jsonResponse(body)), askedAt: Date.now() }]]);

    it('checks the answer once the schema has arrived, as a schema given itself', async () => {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ success: true, extra: 1 })));
      const schema = fromContract((contract) => contract.OkAnswer);
      await expect(apiRequest('/api/x', { schema })).resolves.toEqual({ success: true });
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ project: 'p1' })));
      await expect(apiRequest('/api/x', { schema })).rejects.toMatchObject({
        status: 200,
        message: 'The server sent an answer this app does not understand.',
      });
    });

    it('hands an early answer the first screen draws on unchecked, and gives its check to checkLater', async () => {
      const fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      const checks: Array<() => Promise<boolean>> = [];
      const checkLater = (matches: () => Promise<boolean>) => checks.push(matches);

      window.__earlyAnswers = early({ success: true, project: { name: 'From a newer server' } });
      const schema = fromContract((contract) => contract.ProjectAnswer);
      await expect(apiRequest('/api/projects/p1', { schema, checkLater })).resolves.toEqual({
        success: true,
        project: { name: 'From a newer server' },
      });
      window.__earlyAnswers = early({ success: true });
      await apiRequest('/api/projects/p1', {
        schema: fromContract((contract) => contract.OkAnswer),
        checkLater,
      });

      expect(fetchMock).not.toHaveBeenCalled();
      expect(checks).toHaveLength(2);
      await expect(checks[0]?.()).resolves.toBe(false);
      await expect(checks[1]?.()).resolves.toBe(true);
    });

    it('checks an early answer before it is used without checkLater, and any answer the server is asked for', async () => {
      const schema = fromContract((contract) => contract.OkAnswer);
      const checkLater = vi.fn();
      window.__earlyAnswers = early({ project: 'p1' });
      await expect(apiRequest('/api/projects/p1', { schema })).rejects.toMatchObject({
        message: 'The server sent an answer this app does not understand.',
      });
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ project: 'p1' })));
      await expect(apiRequest('/api/projects/p1', { schema, checkLater })).rejects.toMatchObject({
        message: 'The server sent an answer this app does not understand.',
      });
      expect(checkLater).not.toHaveBeenCalled();
    });

    it('is a network error when the schema cannot arrive', async () => {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ success: true })));
      const schema = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      const error = await apiRequest('/api/x', { schema }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).isNetworkError).toBe(true);
    });
  });
});
