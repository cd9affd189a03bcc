import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '@/test/helpers';
import { apiRequest, EARLY_ANSWER_MAX_AGE_MS } from './api';
import { ApiError } from './api-error';
import { AUTH_401_EVENT, resetAuth401Throttle } from './auth-events';
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
});
