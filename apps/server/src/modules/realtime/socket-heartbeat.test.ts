import { describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../../../test/helper';
import { realtimeKit } from '../../../test/kits/realtime';
import { useListening, useSockets } from '../../../test/sockets';
import { buildApp } from '../../app';

const HEARTBEAT_MS = 100;
const t = useTestApp({ socketHeartbeatMs: HEARTBEAT_MS });
useListening(t);
const sockets = useSockets(t);
const k = realtimeKit(t);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('heartbeat', () => {
  it('drops a socket that stops answering pings, and keeps one that answers', async () => {
    const me = await k.person();
    const dead = await sockets.open({ cookie: me.cookie, autoPong: false });
    await dead.ask({ type: 'auth' }, 'auth_success');
    const alive = await sockets.signIn(me.cookie);
    const started = Date.now();
    // Terminated, not closed: a dead peer would never answer a close either.
    expect((await dead.closed).code).toBe(1006);
    expect(Date.now() - started).toBeLessThan(HEARTBEAT_MS * 5);
    await sleep(HEARTBEAT_MS * 4);
    await alive.ask({ type: 'ping' }, 'pong');
  });

  it('closes a socket still unauthenticated a heartbeat after connecting', async () => {
    const socket = await sockets.open({});
    expect(await socket.closed).toEqual({ code: 1008, reason: 'Authentication timed out.' });
  });
});

describe('shutdown', () => {
  it('closes open sockets with 1001 and does not wait on them', async () => {
    const app = await buildApp(testConfig(), { db: t.db, pool: t.pool });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const me = await k.person();
    const socket = await sockets.signIn(me.cookie, app);
    const unauthenticated = await sockets.open({}, app);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await socket.closed).code).toBe(1001);
    expect((await unauthenticated.closed).code).toBe(1001);
    expect(app.realtime.connections()).toBe(0);
  });
});
