import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { realtimeKit } from '../../../test/kits/realtime';
import { useListening, useSockets } from '../../../test/sockets';
import { SOCKET_MESSAGES } from './constants';

const t = useTestApp();
useListening(t);
const sockets = useSockets(t);
const k = realtimeKit(t);

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setTimeout(r, 20));
  return condition();
};

describe('subscribe / unsubscribe', () => {
  it('subscribes to your own conversation, and presence knows', async () => {
    const [me, friend] = [await k.person(), await k.person()];
    const conversationId = await k.conversation(me, friend);
    const socket = await sockets.signIn(me.cookie);
    expect(await socket.ask({ type: 'subscribe', conversationId }, 'subscribe_ack')).toEqual({
      type: 'subscribe_ack',
      conversationId,
      status: 'ok',
    });
    expect(await t.app.realtime.presence.isSubscribed(me.user.id, conversationId)).toBe(true);
    expect(await t.app.realtime.presence.isSubscribed(friend.user.id, conversationId)).toBe(false);
  });

  it('refuses a conversation you are not in, one that does not exist, and a non-id', async () => {
    const [me, a, b] = [await k.person(), await k.person(), await k.person()];
    const theirs = await k.conversation(a, b);
    const socket = await sockets.signIn(me.cookie);
    for (const conversationId of [theirs, '00000000-0000-4000-8000-000000000000', 'general']) {
      expect(await socket.ask({ type: 'subscribe', conversationId }, 'subscribe_ack')).toEqual({
        type: 'subscribe_ack',
        conversationId,
        status: 'error',
        message: SOCKET_MESSAGES.conversationNotFound,
      });
    }
    expect(t.app.realtime.subscriptions.has(me.user.id, theirs)).toBe(false);
  });

  it('counts each socket once; unsubscribe and close take it away', async () => {
    const me = await k.person();
    const conversationId = await k.conversation(me);
    const subscribed = () => t.app.realtime.subscriptions.has(me.user.id, conversationId);
    const [tab1, tab2] = [await sockets.signIn(me.cookie), await sockets.signIn(me.cookie)];
    for (const tab of [tab1, tab1, tab2]) {
      await tab.ask({ type: 'subscribe', conversationId }, 'subscribe_ack');
    }
    expect(await tab1.ask({ type: 'unsubscribe', conversationId }, 'unsubscribe_ack')).toEqual({
      type: 'unsubscribe_ack',
      conversationId,
      status: 'ok',
    });
    expect(subscribed()).toBe(true); // tab2 still looks at it
    tab2.ws.close();
    expect(await until(() => !subscribed())).toBe(true);
    // Leaving again, or what you never joined, is still ok.
    expect(await tab1.ask({ type: 'unsubscribe', conversationId }, 'unsubscribe_ack')).toMatchObject({
      status: 'ok',
    });
  });

  it('ends unsubscribed when unsubscribe follows subscribe at once (frames keep their order)', async () => {
    const me = await k.person();
    const conversationId = await k.conversation(me);
    const socket = await sockets.signIn(me.cookie);
    socket.send({ type: 'subscribe', conversationId });
    socket.send({ type: 'unsubscribe', conversationId });
    await socket.next('subscribe_ack');
    await socket.next('unsubscribe_ack');
    expect(t.app.realtime.subscriptions.has(me.user.id, conversationId)).toBe(false);
  });

  it('keys subscriptions by the lower-case id the rest of the server uses', async () => {
    const me = await k.person();
    const conversationId = await k.conversation(me);
    const socket = await sockets.signIn(me.cookie);
    const upper = conversationId.toUpperCase();
    const ack = await socket.ask({ type: 'subscribe', conversationId: upper }, 'subscribe_ack');
    expect(ack).toMatchObject({ conversationId: upper, status: 'ok' });
    expect(t.app.realtime.subscriptions.has(me.user.id, conversationId)).toBe(true);
  });

  it('a closed socket leaves nothing behind', async () => {
    const me = await k.person();
    const [first, second] = [await k.conversation(me), await k.conversation(me)];
    // Sockets of earlier tests are gone (afterEach), or about to be.
    expect(await until(() => t.app.realtime.connections() === 0)).toBe(true);
    const socket = await sockets.signIn(me.cookie);
    for (const conversationId of [first, second]) {
      await socket.ask({ type: 'subscribe', conversationId }, 'subscribe_ack');
    }
    socket.ws.close();
    await socket.closed;
    expect(await until(() => t.app.realtime.authenticated() === 0)).toBe(true);
    expect([...t.app.realtime.subscriptions.entries()].filter(([u]) => u === me.user.id)).toEqual([]);
  });
});
