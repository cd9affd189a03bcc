import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { realtimeKit } from '../../../test/kits/realtime';
import { useListening, useSockets } from '../../../test/sockets';
import { SOCKET_MESSAGES } from './constants';

const t = useTestApp();
useListening(t);
const sockets = useSockets(t);
const k = realtimeKit(t);

describe('typing', () => {
  it('reaches the other member, not the sender, another tab of the sender, nor a non-member', async () => {
    const [me, friend, stranger] = [await k.person(), await k.person(), await k.person()];
    const conversationId = await k.conversation(me, friend);
    const [mine, myOtherTab, theirs, outsider] = await sockets.signInAll([me, me, friend, stranger] as const);
    mine.send({ type: 'typing_start', conversationId });
    expect(await theirs.next('user_typing')).toEqual({
      type: 'user_typing',
      conversationId,
      userId: me.user.id,
      username: me.user.username,
    });
    mine.send({ type: 'typing_stop', conversationId });
    expect(await theirs.next('user_stopped_typing')).toMatchObject({ userId: me.user.id });
    await k.settle([me, mine], [me, myOtherTab], [stranger, outsider]);
    for (const socket of [mine, myOtherTab, outsider]) {
      expect(socket.pending('user_typing')).toEqual([]);
      expect(socket.pending('user_stopped_typing')).toEqual([]);
    }
  });

  it('is refused in a conversation you are not in', async () => {
    const [me, a, b] = [await k.person(), await k.person(), await k.person()];
    const theirs = await k.conversation(a, b);
    const [mine, aSocket] = [await sockets.signIn(me.cookie), await sockets.signIn(a.cookie)];
    expect(await mine.ask({ type: 'typing_start', conversationId: theirs }, 'error')).toEqual({
      type: 'error',
      message: SOCKET_MESSAGES.conversationNotFound,
    });
    await k.settle([a, aSocket]);
    expect(aSocket.pending('user_typing')).toEqual([]);
  });

  it('is not relayed across a block, either way, and silently', async () => {
    const [blocker, blocked] = [await k.person(), await k.person()];
    const conversationId = await k.conversation(blocker, blocked);
    await k.block(blocker, blocked);
    const [blockerSocket, blockedSocket] = await sockets.signInAll([blocker, blocked] as const);
    blockedSocket.send({ type: 'typing_start', conversationId });
    blockerSocket.send({ type: 'typing_start', conversationId });
    // Each socket's frames are handled in order: its pong says its typing frame was handled.
    for (const socket of [blockedSocket, blockerSocket]) await socket.ask({ type: 'ping' }, 'pong');
    await k.settle([blocker, blockerSocket], [blocked, blockedSocket]);
    expect(blockerSocket.pending()).toEqual([]);
    expect(blockedSocket.pending()).toEqual([]);
  });
});

describe('bus deliveries', () => {
  it("reach every socket of the named users, and nobody else's", async () => {
    const [me, other] = [await k.person(), await k.person()];
    const [tab1, tab2, otherSocket] = await sockets.signInAll([me, me, other] as const);
    const unauthenticated = await sockets.open({ cookie: me.cookie });
    const frame = { type: 'user_typing', conversationId: 'c', userId: other.user.id, username: 'x' } as const;
    await t.app.realtime.bus.publish({ kind: 'deliver', userIds: [me.user.id, me.user.id], frame });
    expect(await tab1.next('user_typing')).toEqual(frame);
    expect(await tab2.next('user_typing')).toEqual(frame);
    await k.settle([me, tab1], [me, tab2], [other, otherSocket]);
    expect([...tab1.pending(), ...tab2.pending(), ...otherSocket.pending()]).toEqual([]);
    expect(await unauthenticated.ask({ type: 'ping' }, 'error')).toMatchObject({
      message: SOCKET_MESSAGES.notAuthenticated,
    });
    expect(unauthenticated.pending()).toEqual([]);
  });
});
