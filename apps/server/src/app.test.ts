import { ErrorAnswer, HealthAnswer } from '@create-together/contract';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../test/helper';
import { buildApp } from './app';
import { createDatabase } from './db/client';

const t = useTestApp({}, (app) => {
  // A route that fails the way a bug would, with internals in the message.
  app.get('/api/test/explode', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.7:5432 at /srv/secret/path.ts:12');
  });
});

describe('API conventions', () => {
  it('GET /api/health says the database is up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(HealthAnswer.parse(response.json())).toEqual({ success: true, database: 'up' });
  });

  it('GET /api/health answers 503 and database "down" when PostgreSQL cannot be reached', async () => {
    const dead = createDatabase('postgres://nobody:nothing@127.0.0.1:1/none', {
      poolMax: 1,
      log: pino({ level: 'silent' }),
    });
    const app = await buildApp(testConfig(), dead);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        database: 'down',
        error: 'The database is not reachable.',
        message: 'The database is not reachable.',
      });
    } finally {
      await app.close();
      await dead.pool.end();
    }
  });

  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers an unknown /api path (%s) with a JSON 404',
    async (method) => {
      const response = await t.app.inject({ method, url: '/api/no/such/thing?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(ErrorAnswer.parse(response.json())).toEqual({
        success: false,
        error: 'Not found.',
        message: 'Not found.',
        code: 'NOT_FOUND',
      });
    },
  );

  it('hides the details of a 5xx', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      error: 'Something went wrong on our side. Please try again.',
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    expect(response.body).not.toMatch(/ECONNREFUSED|secret|stack|\.ts/);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"identifier": "a", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'body: The request body is not valid JSON.',
      message: 'body: The request body is not valid JSON.',
      code: 'INVALID_JSON',
    });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { identifier: 'x'.repeat(1024 * 1024 + 10), password: 'p' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, error: 'The request body is too large.' });
  });

  it('refuses prototype poisoning in JSON bodies', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"identifier":"a","password":"b","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
  });
});
