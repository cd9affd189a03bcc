import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../../../test/helper';
import { realtimeKit } from '../../../test/kits/realtime';
import { useListening, useSockets } from '../../../test/sockets';
import { type App, buildApp } from '../../app';
import { presenceKey } from './redis-presence';

const redisUrl = process.env.TEST_REDIS_URL;

const until = async (condition: () => Promise<boolean>) => {
  for (let i = 0; i < 100; i++) {
    if (await condition()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
};

// Two apps on one database and one Redis stand for two server processes.
describe.skipIf(!redisUrl)('across processes through Redis', () => {
  const t = useTestApp({ redisUrl });
  useListening(t);
  const sockets = useSockets(t);
  const k = realtimeKit(t);
  let b: App;
  let redis: Redis;

  beforeAll(async () => {
    b = await buildApp(testConfig({ redisUrl }), { db: t.db, pool: t.pool });
    await b.listen({ port: 0, host: '127.0.0.1' });
    redis = new Redis(redisUrl as string);
  });
  afterAll(async () => {
    await b?.close();
    await redis?.quit();
  });

  it('a subscription on A is seen by presence on B, until unsubscribed', async () => {
    const me = await k.person();
    const conversationId = await k.conversation(me);
    const onA = await sockets.signIn(me.cookie);
    const seenByB = () => b.realtime.presence.isSubscribed(me.user.id, conversationId);
    expect(await seenByB()).toBe(false);
    await onA.ask({ type: 'subscribe', conversationId }, 'subscribe_ack');
    expect(await until(seenByB)).toBe(true);
    expect(b.realtime.subscriptions.has(me.user.id, conversationId)).toBe(false); // B holds no socket
    await onA.ask({ type: 'unsubscribe', conversationId }, 'unsubscribe_ack');
    expect(await until(async () => !(await seenByB()))).toBe(true);
  });

  it('a closed socket on A stops counting on B', async () => {
    const me = await k.person();
    const conversationId = await k.conversation(me);
    const onA = await sockets.signIn(me.cookie);
    await onA.ask({ type: 'subscribe', conversationId }, 'subscribe_ack');
    expect(await until(() => b.realtime.presence.isSubscribed(me.user.id, conversationId))).toBe(true);
    onA.ws.close();
    expect(
      await until(async () => !(await b.realtime.presence.isSubscribed(me.user.id, conversationId))),
    ).toBe(true);
  });

  it('a socket signed in on A makes its user online on B, until it closes', async () => {
    const me = await k.person();
    const onlineForB = () => b.realtime.presence.isOnline(me.user.id);
    expect(await onlineForB()).toBe(false);
    const onA = await sockets.signIn(me.cookie);
    expect(await until(onlineForB)).toBe(true);
    onA.ws.close();
    expect(await until(async () => !(await onlineForB()))).toBe(true);
  });

  it('ignores an entry whose process stopped refreshing it', async () => {
    const me = await k.person();
    const conversationId = await k.conversation(me);
    const key = presenceKey(me.user.id, conversationId);
    await redis.hset(key, 'a-stopped-process', Date.now() - 1);
    expect(await b.realtime.presence.isSubscribed(me.user.id, conversationId)).toBe(false);
    await redis.hset(key, 'a-live-process', Date.now() + 60_000);
    expect(await b.realtime.presence.isSubscribed(me.user.id, conversationId)).toBe(true);
    await redis.del(key);
  });

  it('a deliver published on A reaches sockets on both A and B', async () => {
    const me = await k.person();
    const [onA, onB] = [await sockets.signIn(me.cookie), await sockets.signIn(me.cookie, b)];
    const frame = { type: 'user_typing', conversationId: 'c', userId: me.user.id, username: 'x' } as const;
    await t.app.realtime.bus.publish({ kind: 'deliver', userIds: [me.user.id], frame });
    expect(await onB.next('user_typing')).toEqual(frame);
    expect(await onA.next('user_typing')).toEqual(frame);
  });

  it('typing from a socket on A reaches the other member on B', async () => {
    const [me, friend] = [await k.person(), await k.person()];
    const conversationId = await k.conversation(me, friend);
    const [mine, theirs] = [await sockets.signIn(me.cookie), await sockets.signIn(friend.cookie, b)];
    mine.send({ type: 'typing_start', conversationId });
    expect(await theirs.next('user_typing')).toMatchObject({ conversationId, userId: me.user.id });
  });

  it('a call placed on A is answered, negotiated and ended on B: its state is in the database', async () => {
    const [me, friend] = [await k.person(), await k.person()];
    await k.friends(me, friend);
    const conversationId = await k.conversation(me, friend);
    const [mine, theirs] = [await sockets.signIn(me.cookie), await sockets.signIn(friend.cookie, b)];
    // B records the sign-in in Redis on its own time: ringing waits for A to see it.
    expect(await until(() => t.app.realtime.presence.isOnline(friend.user.id))).toBe(true);
    const call = { conversationId, callId: 'x', channelName: 'x' };
    mine.send({ type: 'call_invite', data: call });
    expect((await theirs.next('call_invite')).data.fromUserId).toBe(me.user.id);
    theirs.send({ type: 'call_accept', data: call });
    expect((await mine.next('call_accept')).data.callerUserId).toBe(me.user.id);
    const signal = {
      conversationId,
      callId: 'x',
      toUserId: me.user.id,
      signal: { type: 'offer', sdp: 'v=0' },
    };
    theirs.send({ type: 'call_signal', data: signal });
    expect((await mine.next('call_signal')).data.fromUserId).toBe(friend.user.id);
    theirs.send({ type: 'call_end', data: call });
    expect((await mine.next('call_end')).data.fromUserId).toBe(friend.user.id);
  });
});
