import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { type TestSocket, useListening, useSockets } from '../../../test/sockets';
import { SOCKET_MESSAGES } from './constants';
import { type Person, realtimeKit } from './realtime-test-kit';

const t = useTestApp();
useListening(t);
const sockets = useSockets(t);
const k = realtimeKit(t);

/**
 * Proves that nothing more reached these sockets: a marker published on the bus after what was
 * relayed arrives behind it (one bus, in order), so anything relayed to them is in by then.
 */
async function settle(...targets: [Person, TestSocket][]) {
  const marker = { type: 'error', message: `marker ${Math.random()}` } as const;
  await t.app.realtime.bus.publish({
    kind: 'deliver',
    userIds: targets.map(([p]) => p.user.id),
    frame: marker,
  });
  for (const [, socket] of targets) expect(await socket.next('error')).toEqual(marker);
}

const callData = (conversationId: string, extra: Record<string, unknown> = {}) => ({
  conversationId,
  callId: 'call-1',
  channelName: `conv-${conversationId}`,
  ...extra,
});

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
    await settle([me, mine], [me, myOtherTab], [stranger, outsider]);
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
    await settle([a, aSocket]);
    expect(aSocket.pending('user_typing')).toEqual([]);
  });
});

describe('calls', () => {
  it('relays invite, accept and end with the real sender, whatever the client claimed', async () => {
    const [caller, callee, mallory] = [await k.person(), await k.person(), await k.person()];
    const conversationId = await k.conversation(caller, callee);
    const [callerSocket, calleeSocket] = [
      await sockets.signIn(caller.cookie),
      await sockets.signIn(callee.cookie),
    ];
    const forged = { fromUserId: mallory.user.id, fromUsername: mallory.user.username };
    callerSocket.send({ type: 'call_invite', data: callData(conversationId, forged) });
    expect(await calleeSocket.next('call_invite')).toEqual({
      type: 'call_invite',
      data: { ...callData(conversationId), fromUserId: caller.user.id, fromUsername: caller.user.username },
    });
    calleeSocket.send({
      type: 'call_accept',
      data: callData(conversationId, { callerUserId: caller.user.id }),
    });
    expect((await callerSocket.next('call_accept')).data).toEqual({
      ...callData(conversationId),
      callerUserId: caller.user.id,
      fromUserId: callee.user.id,
      fromUsername: callee.user.username,
    });
    callerSocket.send({ type: 'call_end', data: callData(conversationId) });
    expect((await calleeSocket.next('call_end')).data).toMatchObject({
      callId: 'call-1',
      fromUserId: caller.user.id,
    });
    await settle([caller, callerSocket]);
    expect(callerSocket.pending('call_invite')).toEqual([]);
  });

  it('refuses call frames to a conversation you are not in', async () => {
    const [me, a, b] = [await k.person(), await k.person(), await k.person()];
    const theirs = await k.conversation(a, b);
    const [mine, aSocket] = [await sockets.signIn(me.cookie), await sockets.signIn(a.cookie)];
    for (const type of ['call_invite', 'call_accept', 'call_end']) {
      const answer = await mine.ask({ type, data: callData(theirs) }, 'error');
      expect(answer.message).toBe(SOCKET_MESSAGES.conversationNotFound);
    }
    const signal = {
      conversationId: theirs,
      callId: 'c',
      toUserId: a.user.id,
      signal: { type: 'offer', sdp: 'v=0' },
    };
    expect((await mine.ask({ type: 'call_signal', data: signal }, 'error')).message).toBe(
      SOCKET_MESSAGES.conversationNotFound,
    );
    await settle([a, aSocket]);
    expect(aSocket.pending()).toEqual([]);
  });

  it('sends call_signal to toUserId only, from the real sender', async () => {
    const [a, b, c] = [await k.person(), await k.person(), await k.person()];
    const conversationId = await k.conversation(a, b, c);
    const [aSocket, bSocket, cSocket] = await sockets.signInAll([a, b, c] as const);
    const data = {
      conversationId,
      callId: 'call-2',
      toUserId: b.user.id,
      fromUserId: c.user.id,
      signal: { type: 'candidate', candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 9 typ host' } },
    };
    aSocket.send({ type: 'call_signal', data });
    expect(await bSocket.next('call_signal')).toEqual({
      type: 'call_signal',
      data: { ...data, fromUserId: a.user.id },
    });
    await settle([a, aSocket], [c, cSocket]);
    expect(cSocket.pending('call_signal')).toEqual([]);
    expect(aSocket.pending('call_signal')).toEqual([]);
  });

  it('refuses call_signal to yourself or to someone outside the conversation', async () => {
    const [a, b, stranger] = [await k.person(), await k.person(), await k.person()];
    const conversationId = await k.conversation(a, b);
    const aSocket = await sockets.signIn(a.cookie);
    for (const toUserId of [a.user.id, stranger.user.id]) {
      const data = { conversationId, callId: 'c', toUserId, signal: { type: 'answer', sdp: 'v=0' } };
      expect((await aSocket.ask({ type: 'call_signal', data }, 'error')).message).toBe(
        SOCKET_MESSAGES.notAParticipant,
      );
    }
  });

  it('refuses calls between users where one blocked the other, either way; ending still goes through', async () => {
    const [blocker, blocked] = [await k.person(), await k.person()];
    const conversationId = await k.conversation(blocker, blocked);
    await k.block(blocker, blocked);
    const [blockerSocket, blockedSocket] = [
      await sockets.signIn(blocker.cookie),
      await sockets.signIn(blocked.cookie),
    ];
    for (const [from, to] of [
      [blockedSocket, blocker],
      [blockerSocket, blocked],
    ] as const) {
      for (const type of ['call_invite', 'call_accept']) {
        expect((await from.ask({ type, data: callData(conversationId) }, 'error')).message).toBe(
          SOCKET_MESSAGES.callBlocked,
        );
      }
      const signal = {
        conversationId,
        callId: 'c',
        toUserId: to.user.id,
        signal: { type: 'offer', sdp: 'v=0' },
      };
      expect((await from.ask({ type: 'call_signal', data: signal }, 'error')).message).toBe(
        SOCKET_MESSAGES.callBlocked,
      );
    }
    // Typing is not relayed across a block either (silently).
    blockedSocket.send({ type: 'typing_start', conversationId });
    blockedSocket.send({ type: 'call_end', data: callData(conversationId) });
    expect((await blockerSocket.next('call_end')).data.fromUserId).toBe(blocked.user.id);
    await settle([blocker, blockerSocket], [blocked, blockedSocket]);
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
    await settle([me, tab1], [me, tab2], [other, otherSocket]);
    expect([...tab1.pending(), ...tab2.pending(), ...otherSocket.pending()]).toEqual([]);
    expect(await unauthenticated.ask({ type: 'ping' }, 'error')).toMatchObject({
      message: SOCKET_MESSAGES.notAuthenticated,
    });
    expect(unauthenticated.pending()).toEqual([]);
  });
});
