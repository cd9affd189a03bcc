import { AuthAnswer, ErrorAnswer, User } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { me, newUser, register, sessionCookie, useTestApp } from '../../../test/helper';

const t = useTestApp();
const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/register', payload: payload as object });

describe('POST /api/user/register', () => {
  it('creates the account, answers 201 with the user, and signs it in', async () => {
    const body = newUser({ fullName: 'Ada Lovelace' });
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    const answer = AuthAnswer.parse(response.json());
    expect(answer.user).toMatchObject({
      username: body.username,
      email: body.email,
      fullName: 'Ada Lovelace',
      role: 'user',
      bio: '',
      avatarUrl: null,
      skills: [],
      interests: [],
    });
    expect(answer.message).toBeTruthy();
    expect(Math.abs(answer.user.createdAt - Date.now() / 1000)).toBeLessThan(60);
    expect(response.json().user).not.toHaveProperty('passwordHash');

    const cookie = sessionCookie(response);
    const raw = response.cookies.find((c) => c.name === 'ct_session');
    expect(raw).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 86_400 });
    expect(raw?.secure).toBeFalsy();
    const session = await me(t.app, cookie);
    expect(session.statusCode).toBe(200);
    expect(User.parse(session.json().user).id).toBe(answer.user.id);
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const body = newUser();
    const { user } = await register(t.app, body);
    const { rows } = await t.pool.query('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].password_hash).not.toContain(body.password);
  });

  it('refuses a taken username, whatever its case, with 409 naming it', async () => {
    const first = await register(t.app);
    const response = await post(newUser({ username: first.body.username.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      error: 'Username is already taken.',
      message: 'Username is already taken.',
      code: 'USERNAME_TAKEN',
    });
  });

  it('refuses a registered email, whatever its case, with 409 naming it', async () => {
    const first = await register(t.app);
    const response = await post(newUser({ email: first.body.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(ErrorAnswer.parse(response.json()).error).toBe('Email is already registered.');
    expect(response.cookies).toHaveLength(0);
  });

  it('lets exactly one of two simultaneous registrations of the same name win', async () => {
    const body = newUser();
    const answers = await Promise.all([post(body), post({ ...newUser(), username: body.username })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ['a missing username', { username: undefined }, 'username: Username is required.'],
    [
      'a too short username',
      { username: 'ab' },
      'username: Username must be 3–30 letters, digits, underscores or dots.',
    ],
    ['a too long username', { username: 'a'.repeat(31) }, 'username: Username must be 3–30'],
    ['a username with a space', { username: 'two words' }, 'username: Username must be 3–30'],
    ['a username that is a number', { username: 12345 }, 'username: Username must be text.'],
    ['a missing email', { email: undefined }, 'email: Email is required.'],
    ['an invalid email', { email: 'not-an-email' }, 'email: Email is not a valid address.'],
    ['an over-long email', { email: `${'a'.repeat(250)}@example.com` }, 'email: Email is too long.'],
    ['a short password', { password: 'short' }, 'password: Password must be at least 8 characters.'],
    [
      'an over-long password',
      { password: 'p'.repeat(129) },
      'password: Password must be at most 128 characters.',
    ],
    ['a missing full name', { fullName: undefined }, 'fullName: Full name is required.'],
    ['an empty full name', { fullName: '   ' }, 'fullName: Full name is required.'],
    ['an over-long full name', { fullName: 'n'.repeat(101) }, 'fullName: Full name is too long.'],
  ])('answers 400 naming the field for %s', async (_case, change, message) => {
    const response = await post({ ...newUser(), ...change });
    expect(response.statusCode).toBe(400);
    const answer = ErrorAnswer.parse(response.json());
    expect(answer.error).toContain(message);
    expect(answer.message).toBe(answer.error);
  });

  it('answers 400 for a body that is not an object', async () => {
    for (const payload of [[], 'text', 42, null]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('body: The request body must be a JSON object.');
    }
  });

  it('answers 400 for a missing body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/register' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('body: The request body must be a JSON object.');
  });
});
