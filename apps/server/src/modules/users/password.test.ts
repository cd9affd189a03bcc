import { describe, expect, it } from 'vitest';
import { login, me, register, useTestApp } from '../../../test/helper';

const t = useTestApp();
const OLD = 'correct horse battery';
const NEW = 'a brand new passphrase';

const change = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/me/password',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

describe('PUT /api/me/password', () => {
  it('changes the password and ends every other session of the user, keeping this one', async () => {
    const { cookie, user } = await register(t.app);
    const phone = await login(t.app, user.username, OLD);
    const laptop = await login(t.app, user.email, OLD);
    const stranger = await register(t.app);

    const response = await change(cookie, { currentPassword: OLD, newPassword: NEW });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expect((await me(t.app, cookie)).statusCode).toBe(200);
    expect((await me(t.app, phone.cookie)).statusCode).toBe(401);
    expect((await me(t.app, laptop.cookie)).statusCode).toBe(401);
    expect((await me(t.app, stranger.cookie)).statusCode).toBe(200); // other users are untouched

    expect((await login(t.app, user.username, OLD)).response.statusCode).toBe(401);
    expect((await login(t.app, user.username, NEW)).response.statusCode).toBe(200);
  });

  it('answers 400 (not 401, which would sign the client out) for a wrong current password', async () => {
    const { cookie, user } = await register(t.app);
    const other = await login(t.app, user.username, OLD);
    const response = await change(cookie, { currentPassword: 'not it at all', newPassword: NEW });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Current password is incorrect.',
      code: 'WRONG_PASSWORD',
    });
    expect((await me(t.app, other.cookie)).statusCode).toBe(200);
    expect((await login(t.app, user.username, OLD)).response.statusCode).toBe(200);
  });

  it.each([
    ['a missing current password', { newPassword: NEW }, 'currentPassword: Current password is required.'],
    [
      'a short new password',
      { currentPassword: OLD, newPassword: 'short' },
      'newPassword: Password must be at least 8',
    ],
    [
      'an over-long new password',
      { currentPassword: OLD, newPassword: 'p'.repeat(129) },
      'newPassword: Password must be at most 128',
    ],
  ])('answers 400 naming the field for %s', async (_case, payload, message) => {
    const { cookie } = await register(t.app);
    const response = await change(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it('answers 401 without a session', async () => {
    expect((await change(undefined, { currentPassword: OLD, newPassword: NEW })).statusCode).toBe(401);
  });
});
