import { describe, expect, it } from 'vitest';
import { login, me, newUser, register, useTestApp } from '../../../test/helper';

// The app under test caches sessions (the default, 5 s): every change made through this process
// must still show at once.
const t = useTestApp({ sessionCacheMs: 5_000 });

describe('sessions looked up moments ago', () => {
  it('carry a profile change at once', async () => {
    const { cookie } = await register(t.app);
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: { cookie },
      payload: { fullName: 'Nina Simone' },
    });
    expect(put.statusCode).toBe(200);
    expect((await me(t.app, cookie)).json().user.fullName).toBe('Nina Simone');
  });

  it('end at once on sign-out', async () => {
    const { cookie } = await register(t.app);
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie } });
    expect((await me(t.app, cookie)).statusCode).toBe(401);
  });

  it('of other devices end at once on a password change', async () => {
    const body = newUser({ password: 'first password' });
    const { cookie: laptop } = await register(t.app, body);
    const { cookie: phone } = await login(t.app, body.username, body.password);
    expect((await me(t.app, phone)).statusCode).toBe(200);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/me/password',
      headers: { cookie: laptop },
      payload: { currentPassword: 'first password', newPassword: 'second password' },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(t.app, phone)).statusCode).toBe(401);
    expect((await me(t.app, laptop)).statusCode).toBe(200);
  });
});

describe('with the session cache off', () => {
  const uncached = useTestApp({ sessionCacheMs: 0 });

  it('a session deleted in the database (say, by another server process) is refused at once', async () => {
    const { cookie, user } = await register(uncached.app);
    expect((await me(uncached.app, cookie)).statusCode).toBe(200);
    await uncached.pool.query('DELETE FROM sessions WHERE user_id = $1', [user.id]);
    expect((await me(uncached.app, cookie)).statusCode).toBe(401);
  });
});
