import { AuthAnswer, OkAnswer, UserAnswer } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { login, me, register, useTestApp } from '../../../test/helper';

const t = useTestApp();
const INVALID = 'Invalid username/email or password.';

describe('POST /api/user/login', () => {
  it('signs in by username or email, in any case, each time with a new session', async () => {
    const { body, user } = await register(t.app);
    const identifiers = [
      body.username,
      body.email,
      body.username.toUpperCase(),
      ` ${body.email.toUpperCase()} `,
    ];
    const cookies = new Set<string>();
    for (const identifier of identifiers) {
      const { response, cookie } = await login(t.app, identifier, body.password);
      expect(response.statusCode).toBe(200);
      expect(AuthAnswer.parse(response.json()).user.id).toBe(user.id);
      expect(cookie).toBeDefined();
      cookies.add(cookie as string);
      expect((await me(t.app, cookie)).statusCode).toBe(200);
    }
    expect(cookies.size).toBe(identifiers.length);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [
      user.id,
    ]);
    expect(rows[0].n).toBe(identifiers.length + 1); // + the registration's own session
  });

  it('answers 401 with one message for a wrong password and for an unknown user', async () => {
    const { body } = await register(t.app);
    for (const [identifier, password] of [
      [body.username, 'wrong password'],
      [body.email, `${body.password}x`],
      ['nobody_here', body.password],
      ['nobody@example.com', body.password],
    ] as const) {
      const { response, cookie } = await login(t.app, identifier, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        error: INVALID,
        message: INVALID,
        code: 'INVALID_CREDENTIALS',
      });
      expect(cookie).toBeUndefined();
    }
  });

  it.each([
    ['a missing identifier', { password: 'whatever1' }, 'identifier: Identifier is required.'],
    [
      'an empty identifier',
      { identifier: '  ', password: 'whatever1' },
      'identifier: Username or email is required.',
    ],
    [
      'an over-long identifier',
      { identifier: 'x'.repeat(255), password: 'whatever1' },
      'identifier: Username or email is too long.',
    ],
    ['a missing password', { identifier: 'someone' }, 'password: Password is required.'],
    ['an empty password', { identifier: 'someone', password: '' }, 'password: Password is required.'],
    [
      'a password of the wrong type',
      { identifier: 'someone', password: 12345678 },
      'password: Password must be text.',
    ],
    [
      'an over-long password',
      { identifier: 'someone', password: 'p'.repeat(129) },
      'password: Password must be at most 128',
    ],
  ])('answers 400 naming the field for %s', async (_case, payload, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
    expect(response.json().success).toBe(false);
  });
});

describe('GET /api/user/me', () => {
  it('answers the signed-in user', async () => {
    const { cookie, user } = await register(t.app);
    const response = await me(t.app, cookie);
    expect(response.statusCode).toBe(200);
    expect(UserAnswer.parse(response.json()).user).toMatchObject({ id: user.id, username: user.username });
  });

  it('answers 401 without a session, or with a token that names none (and drops that cookie)', async () => {
    const none = await me(t.app);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, error: 'You are not signed in.' });
    for (const cookie of ['ct_session=garbage', `ct_session=${'A'.repeat(43)}`]) {
      const response = await me(t.app, cookie);
      expect(response.statusCode).toBe(401);
      const cleared = response.cookies.find((c) => c.name === 'ct_session');
      expect(cleared?.value).toBe('');
    }
  });
});

describe('POST /api/user/logout', () => {
  it('deletes the session row and clears the cookie', async () => {
    const { cookie, user } = await register(t.app);
    const other = await login(t.app, user.username, 'correct horse battery');
    const response = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(OkAnswer.parse(response.json())).toEqual({ success: true });
    const cleared = response.cookies.find((c) => c.name === 'ct_session');
    expect(cleared).toMatchObject({ value: '', path: '/' });
    expect(new Date(cleared?.expires ?? Date.now()).getTime()).toBeLessThan(Date.now());
    expect((await me(t.app, cookie)).statusCode).toBe(401);
    // Only this session ended.
    expect((await me(t.app, other.cookie)).statusCode).toBe(200);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [
      user.id,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('succeeds without a session, and with a JSON content type but no body (as fetch sends it)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
  });
});
