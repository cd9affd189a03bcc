import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, register, testConfig, useTestApp } from '../../../test/helper';
import { type App, buildApp } from '../../app';

// Tight limits: 5 attempts per address, 3 per identifier, per minute.
const limits = { authRateLimit: { addressMax: 5, identifierMax: 3, windowMs: 60_000 } };
const t = useTestApp(limits);

const loginFrom = (remoteAddress: string, identifier: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress,
    payload: { identifier, password: 'definitely wrong' },
  });

function expectLimited(response: Awaited<ReturnType<typeof loginFrom>>) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  expect(response.json().error).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
  expect(response.json().message).toBe(response.json().error);
}

describe('rate limits on sign-in and registration', () => {
  it('limits login attempts per address, whatever the identifier', async () => {
    for (let i = 0; i < 5; i++) expect((await loginFrom('10.0.0.1', `someone${i}`)).statusCode).toBe(401);
    expectLimited(await loginFrom('10.0.0.1', 'someone_else'));
    // Another address is not affected.
    expect((await loginFrom('10.0.0.2', 'someone_else')).statusCode).toBe(401);
  });

  it('limits login attempts per identifier, from any address, in any case', async () => {
    const { user } = await register(t.app, newUser());
    expect((await loginFrom('10.1.0.1', user.username)).statusCode).toBe(401);
    expect((await loginFrom('10.1.0.2', user.username.toUpperCase())).statusCode).toBe(401);
    expect((await loginFrom('10.1.0.3', user.username)).statusCode).toBe(401);
    const blocked = await loginFrom('10.1.0.4', user.username);
    expectLimited(blocked);
    // Even the right password waits: the limit is checked before it.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: '10.1.0.5',
      payload: { identifier: user.username, password: 'correct horse battery' },
    });
    expect(right.statusCode).toBe(429);
  });

  it('limits password checks of a signed-in account (deletion and password change), per account', async () => {
    const { cookie } = await register(t.app, newUser());
    const attempt = (method: 'DELETE' | 'PUT', remoteAddress: string) =>
      t.app.inject({
        method,
        url: method === 'DELETE' ? '/api/me' : '/api/me/password',
        headers: { cookie },
        remoteAddress,
        payload:
          method === 'DELETE'
            ? { password: 'definitely wrong' }
            : { currentPassword: 'definitely wrong', newPassword: 'another password' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('DELETE', `10.4.0.${i}`)).statusCode).toBe(400);
    expectLimited(await attempt('DELETE', '10.4.0.9'));
    for (let i = 0; i < 3; i++) expect((await attempt('PUT', `10.4.1.${i}`)).statusCode).toBe(400);
    expectLimited(await attempt('PUT', '10.4.1.9'));
    // Another account is not affected, and the limited one is still signed in.
    const other = await register(t.app, newUser());
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: other.cookie },
      payload: { password: 'definitely wrong' },
    });
    expect(theirs.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('limits registrations per address', async () => {
    const from = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/user/register', remoteAddress: '10.2.0.1', payload });
    for (let i = 0; i < 5; i++) expect((await from(newUser())).statusCode).toBe(201);
    expectLimited(await from(newUser()));
  });

  it('limits registrations per email', async () => {
    const email = newUser().email;
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        remoteAddress: `10.3.0.${i}`,
        payload: newUser({ email }),
      });
      expect(response.statusCode).toBe(i === 0 ? 201 : 409);
    }
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      remoteAddress: '10.3.0.9',
      payload: newUser({ email }),
    });
    expectLimited(response);
  });
});

/** Attempts made on one of several apps standing for server processes behind a balancer. */
const loginOn = (app: App, remoteAddress: string, identifier: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress,
    payload: { identifier, password: 'definitely wrong' },
  });

/** An address no earlier run has used: Redis keeps counts for the whole window. */
const freshAddress = () => `10.${randomInt(100, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`;

describe('two processes without Redis', () => {
  let second: App;
  beforeAll(async () => {
    second = await buildApp(testConfig(limits), { db: t.db, pool: t.pool });
  });
  afterAll(() => second?.close());

  it('count in their own memory (the default)', async () => {
    const identifier = newUser().username;
    for (const app of [t.app, t.app, t.app, second, second, second]) {
      expect((await loginOn(app, freshAddress(), identifier)).statusCode).toBe(401);
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('two processes on one Redis', () => {
  let a: App;
  let b: App;
  beforeAll(async () => {
    a = await buildApp(testConfig({ ...limits, redisUrl }), { db: t.db, pool: t.pool });
    b = await buildApp(testConfig({ ...limits, redisUrl }), { db: t.db, pool: t.pool });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('allow together what one allows: the limit trips at the configured count across both', async () => {
    const identifier = newUser().username;
    for (const app of [a, b, a])
      expect((await loginOn(app, freshAddress(), identifier)).statusCode).toBe(401);
    expectLimited(await loginOn(b, freshAddress(), identifier));
    expectLimited(await loginOn(a, freshAddress(), identifier));
  });

  it('keep each limiter apart: logins from an address do not use up its registrations', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect((await loginOn(i % 2 ? a : b, address, newUser().username)).statusCode).toBe(401);
    }
    expectLimited(await loginOn(a, address, newUser().username));
    const registered = await b.inject({
      method: 'POST',
      url: '/api/user/register',
      remoteAddress: address,
      payload: newUser(),
    });
    expect(registered.statusCode).toBe(201);
  });
});
