import { FRAME_MAX_BYTES } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { realtimeKit } from '../../../test/kits/realtime';
import { httpOrigin, UpgradeRefused, useListening, useSockets } from '../../../test/sockets';
import { SOCKET_MESSAGES } from './constants';

const t = useTestApp();
useListening(t);
const sockets = useSockets(t);
const k = realtimeKit(t);

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 0,
    (err) => (err instanceof UpgradeRefused ? err.status : -1),
  );

describe('the upgrade', () => {
  it('upgrades /ws only', async () => {
    expect(await refusal(sockets.open({ path: '/api/ws' }))).toBe(404);
    expect(await refusal(sockets.open({ path: '/ws/x' }))).toBe(404);
    expect(await refusal(sockets.open({ path: '/ws?v=1' }))).toBe(0);
  });

  it('refuses another site, and allows our own origin or none (non-browser clients)', async () => {
    expect(await refusal(sockets.open({ origin: 'https://evil.example' }))).toBe(403);
    expect(await refusal(sockets.open({ origin: 'null' }))).toBe(403);
    expect(await refusal(sockets.open({ origin: httpOrigin(t.app) }))).toBe(0);
    expect(await refusal(sockets.open({}))).toBe(0);
  });

  it('still answers HTTP on the same server', async () => {
    const response = await fetch(`${httpOrigin(t.app)}/api/user/me`);
    expect(response.status).toBe(401);
  });
});

describe('auth', () => {
  it('answers auth_success with the user of the session cookie', async () => {
    const me = await k.person();
    const socket = await sockets.open({ cookie: me.cookie });
    expect(await socket.ask({ type: 'auth' }, 'auth_success')).toEqual({
      type: 'auth_success',
      userId: me.user.id,
    });
    expect(t.app.realtime.authenticated()).toBeGreaterThanOrEqual(1);
    // A second auth changes nothing.
    expect(await socket.ask({ type: 'auth' }, 'auth_success')).toMatchObject({ userId: me.user.id });
  });

  it.each([
    ['no cookie', undefined],
    ['an unknown session', `ct_session=${'A'.repeat(43)}`],
    ['a malformed cookie', 'ct_session=%%%; other=1'],
  ])('answers auth_failure and closes with %s', async (_name, cookie) => {
    const socket = await sockets.open({ cookie });
    expect(await socket.ask({ type: 'auth' }, 'auth_failure')).toEqual({
      type: 'auth_failure',
      message: SOCKET_MESSAGES.authFailed,
    });
    expect((await socket.closed).code).toBe(1008);
  });

  it('fails after logout', async () => {
    const me = await k.person();
    await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie: me.cookie } });
    const socket = await sockets.open({ cookie: me.cookie });
    await socket.ask({ type: 'auth' }, 'auth_failure');
  });

  it('answers any other frame before auth with error, and the socket lives', async () => {
    const me = await k.person();
    const socket = await sockets.open({ cookie: me.cookie });
    for (const frame of [{ type: 'ping' }, { type: 'subscribe', conversationId: 'c1' }]) {
      expect(await socket.ask(frame, 'error')).toEqual({
        type: 'error',
        message: SOCKET_MESSAGES.notAuthenticated,
      });
    }
    await socket.ask({ type: 'auth' }, 'auth_success');
  });

  it('handles frames sent right behind auth after it', async () => {
    const me = await k.person();
    const socket = await sockets.open({ cookie: me.cookie });
    socket.send({ type: 'auth' });
    socket.send({ type: 'ping' });
    await socket.next('auth_success');
    await socket.next('pong');
    expect(socket.pending('error')).toEqual([]);
  });
});

describe('frames', () => {
  it('answers ping with pong', async () => {
    const socket = await sockets.signIn((await k.person()).cookie);
    expect(await socket.ask({ type: 'ping' }, 'pong')).toEqual({ type: 'pong' });
  });

  it('answers a malformed or invalid frame with error, and the socket lives', async () => {
    const socket = await sockets.signIn((await k.person()).cookie);
    const cases: [unknown, string | RegExp][] = [
      ['{"type": "ping"', SOCKET_MESSAGES.notJson],
      ['[1, 2]', SOCKET_MESSAGES.notAnObject],
      ['"ping"', SOCKET_MESSAGES.notAnObject],
      [{ kind: 'ping' }, SOCKET_MESSAGES.notAnObject],
      [{ type: 'shout' }, 'Unknown frame type "shout".'],
      [{ type: 'subscribe' }, /^Invalid subscribe frame: conversationId: /],
      [
        { type: 'call_invite', data: { conversationId: 'c', callId: 'x' } },
        /^Invalid call_invite frame: data\./,
      ],
    ];
    for (const [frame, message] of cases) {
      const answer = await socket.ask(frame, 'error');
      if (typeof message === 'string') expect(answer.message).toBe(message);
      else expect(answer.message).toMatch(message);
    }
    socket.ws.send(Buffer.from('{"type":"ping"}'), { binary: true });
    expect((await socket.next('error')).message).toBe(SOCKET_MESSAGES.notJson);
    await socket.ask({ type: 'ping' }, 'pong');
  });

  it(`takes a frame of exactly ${FRAME_MAX_BYTES} bytes, and closes the socket with 1009 on one more`, async () => {
    const socket = await sockets.signIn((await k.person()).cookie);
    const frameOf = (bytes: number) => {
      const text = JSON.stringify({ type: 'ping', pad: 'x'.repeat(bytes - 24) });
      expect(text.length).toBe(bytes);
      return text;
    };
    socket.send(frameOf(FRAME_MAX_BYTES));
    await socket.next('pong');
    socket.send(frameOf(FRAME_MAX_BYTES + 1));
    expect((await socket.closed).code).toBe(1009);
  });

  it('refuses frames past the inbox limit instead of queueing without end', async () => {
    const me = await k.person();
    const conversationId = await k.conversation(me);
    const socket = await sockets.signIn(me.cookie);
    // Each subscribe waits for the database, so a burst piles up behind the first.
    for (let i = 0; i < 100; i++) socket.send({ type: 'subscribe', conversationId });
    expect((await socket.next('error')).message).toBe(SOCKET_MESSAGES.tooManyFrames);
    // Every frame is answered, one way or the other; then the socket is as good as new.
    const answered = () => socket.pending('subscribe_ack').length + socket.pending('error').length + 1;
    for (let i = 0; i < 250 && answered() < 100; i++) await new Promise((r) => setTimeout(r, 20));
    expect(answered()).toBe(100);
    await socket.ask({ type: 'ping' }, 'pong');
  });
});
