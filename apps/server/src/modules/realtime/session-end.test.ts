import { describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { useListening, useSockets } from '../../../test/sockets';
import { SOCKET_MESSAGES } from './constants';

const t = useTestApp();
useListening(t);
const sockets = useSockets(t);

const signInAgain = async (username: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { identifier: username, password: 'correct horse battery' },
  });
  const cookie = response.cookies.find((c) => c.name === 'ct_session');
  if (!cookie) throw new Error('no session');
  return `ct_session=${cookie.value}`;
};

describe('a socket lives no longer than its session', () => {
  it('signing out closes that session’s sockets with auth_failure, and only those', async () => {
    const me = await register(t.app);
    const otherCookie = await signInAgain(me.user.username);
    const [mine, other] = [await sockets.signIn(me.cookie), await sockets.signIn(otherCookie)];
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie: me.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(await mine.next('auth_failure')).toEqual({
      type: 'auth_failure',
      message: SOCKET_MESSAGES.sessionEnded,
    });
    expect((await mine.closed).code).toBe(1008);
    // The other session's socket lives on.
    expect(await other.ask({ type: 'ping' }, 'pong')).toEqual({ type: 'pong' });
  });

  it('signing out everywhere else (and a password change) closes the other sessions’ sockets', async () => {
    const me = await register(t.app);
    const otherCookie = await signInAgain(me.user.username);
    const [mine, other] = [await sockets.signIn(me.cookie), await sockets.signIn(otherCookie)];
    const ended = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/sessions/others',
      headers: { cookie: me.cookie },
    });
    expect(ended.statusCode).toBe(200);
    expect((await other.closed).code).toBe(1008);
    expect(await mine.ask({ type: 'ping' }, 'pong')).toEqual({ type: 'pong' });
    // That session is gone for HTTP too.
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { cookie: otherCookie },
    });
    expect(refused.statusCode).toBe(401);

    const third = await signInAgain(me.user.username);
    const thirdSocket = await sockets.signIn(third);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/me/password',
      headers: { cookie: me.cookie },
      payload: { currentPassword: 'correct horse battery', newPassword: 'correct horse battery 2' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await thirdSocket.closed).code).toBe(1008);
    expect(await mine.ask({ type: 'ping' }, 'pong')).toEqual({ type: 'pong' });
  });
});
