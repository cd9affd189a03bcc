import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { callData, callsKit } from '../../../test/kits/calls';
import type { TestSocket } from '../../../test/sockets';
import { CONVERSATION_NOT_FOUND } from '../messages/constants';
import { CALL_MESSAGES } from './constants';

const t = useTestApp();
const k = callsKit(t);

describe('call_invite', () => {
  it("rings every tab of the callee with the real sender, and none of the caller's", async () => {
    const [caller, callee, mallory] = [await k.person(), await k.person(), await k.person()];
    await k.friends(caller, callee);
    const conversationId = await k.conversation(caller, callee);
    const [mine, myOtherTab, theirs, theirOtherTab] = await k.sockets.signInAll([
      caller,
      caller,
      callee,
      callee,
    ] as const);
    const forged = {
      fromUserId: mallory.user.id,
      fromUsername: mallory.user.username,
      callerUserId: mallory.user.id,
    };
    mine.send({ type: 'call_invite', data: callData(conversationId, 'c1', { ...forged, video: true }) });
    const expected = {
      type: 'call_invite',
      data: {
        ...callData(conversationId, 'c1'),
        video: true,
        fromUserId: caller.user.id,
        fromUsername: caller.user.username,
      },
    };
    expect(await theirs.next('call_invite')).toEqual(expected);
    expect(await theirOtherTab.next('call_invite')).toEqual(expected);
    await k.settle([caller, mine], [caller, myOtherTab]);
    expect([...mine.pending(), ...myOtherTab.pending()]).toEqual([]);
  });

  it('says an invite without `video` is an audio call', async () => {
    const p = await k.friendsPair();
    p.callerSocket.send({ type: 'call_invite', data: callData(p.conversationId, 'audio') });
    expect((await p.calleeSocket.next('call_invite')).data.video).toBe(false);
  });

  it('is refused to a member who is not a friend, and nothing rings', async () => {
    const [caller, stranger] = [await k.person(), await k.person()];
    const conversationId = await k.conversation(caller, stranger);
    const [callerSocket, strangerSocket] = await k.sockets.signInAll([caller, stranger] as const);
    const answer = await callerSocket.ask(
      { type: 'call_invite', data: callData(conversationId, 'x') },
      'error',
    );
    expect(answer.message).toBe(CALL_MESSAGES.friendsOnly);
    await k.settle([stranger, strangerSocket]);
    expect(strangerSocket.pending()).toEqual([]);
  });

  it('is refused across a block, either way, even between friends, and nothing rings', async () => {
    const [blocker, blocked] = [await k.person(), await k.person()];
    await k.friends(blocker, blocked);
    await k.block(blocker, blocked);
    const conversationId = await k.conversation(blocker, blocked);
    const [blockerSocket, blockedSocket] = await k.sockets.signInAll([blocker, blocked] as const);
    for (const [from, callId] of [
      [blockedSocket, 'from-blocked'],
      [blockerSocket, 'from-blocker'],
    ] as const) {
      const answer = await from.ask({ type: 'call_invite', data: callData(conversationId, callId) }, 'error');
      expect(answer.message).toBe(CALL_MESSAGES.blocked);
    }
    await k.settle([blocker, blockerSocket], [blocked, blockedSocket]);
    expect([...blockerSocket.pending(), ...blockedSocket.pending()]).toEqual([]);
  });

  it('with a callId the conversation has had already is refused, and does not ring again', async () => {
    const p = await k.friendsPair();
    const callId = await k.ring(p);
    const again = { type: 'call_invite', data: callData(p.conversationId, callId) };
    expect((await p.callerSocket.ask(again, 'error')).message).toBe(CALL_MESSAGES.alreadyPlaced);
    await k.end(p, p.callerSocket, callId);
    expect((await p.callerSocket.ask(again, 'error')).message).toBe(CALL_MESSAGES.alreadyPlaced);
    await k.settle([p.callee, p.calleeSocket]);
    expect(p.calleeSocket.pending('call_invite')).toEqual([]);
  });

  it('and every other call frame are refused in a conversation you are not in', async () => {
    const [me, a, b] = [await k.person(), await k.person(), await k.person()];
    await k.friends(me, a);
    const theirs = await k.conversation(a, b);
    const [mine, aSocket] = await k.sockets.signInAll([me, a] as const);
    for (const type of ['call_invite', 'call_accept', 'call_end']) {
      const answer = await mine.ask({ type, data: callData(theirs, 'x') }, 'error');
      expect(answer.message).toBe(CONVERSATION_NOT_FOUND);
    }
    const signal = {
      conversationId: theirs,
      callId: 'x',
      toUserId: a.user.id,
      signal: { type: 'offer', sdp: 'v=0' },
    };
    expect((await mine.ask({ type: 'call_signal', data: signal }, 'error')).message).toBe(
      CONVERSATION_NOT_FOUND,
    );
    await k.settle([a, aSocket]);
    expect(aSocket.pending()).toEqual([]);
  });
});

describe('call_invite to friends with no socket open', () => {
  const until = async (condition: () => Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await condition()); i++) await new Promise((r) => setTimeout(r, 20));
  };

  it('ends at once as a missed call, and the caller hears they are offline', async () => {
    const [caller, callee] = [await k.person(), await k.person()];
    await k.friends(caller, callee);
    const conversationId = await k.conversation(caller, callee);
    const callerSocket = await k.sockets.signIn(caller.cookie);
    const answer = await callerSocket.ask(
      { type: 'call_invite', data: callData(conversationId, 'nobody-home') },
      'call_end',
    );
    expect(answer.data).toEqual({
      ...callData(conversationId, 'nobody-home'),
      fromUserId: caller.user.id,
      fromUsername: caller.user.username,
      reason: 'unanswered',
      offline: true,
    });
    expect(await k.missedCalls(callee)).toHaveLength(1);
    expect(await k.missedCalls(caller)).toEqual([]);
    // Ended: signing in later rings nothing, and the call cannot be answered.
    const calleeSocket = await k.sockets.signIn(callee.cookie);
    const accept = { type: 'call_accept', data: callData(conversationId, 'nobody-home') };
    expect((await calleeSocket.ask(accept, 'error')).message).toBe(CALL_MESSAGES.notRinging);
    await k.settle([callee, calleeSocket]);
    expect(calleeSocket.pending('call_invite')).toEqual([]);
  });

  it('counts a callee whose last tab closed as offline, and one with a tab open as online', async () => {
    const p = await k.friendsPair();
    p.calleeSocket.ws.close();
    await p.calleeSocket.closed;
    await until(async () => !(await t.app.realtime.presence.isOnline(p.callee.user.id)));
    const offline = { type: 'call_invite', data: callData(p.conversationId, 'after-close') };
    expect((await p.callerSocket.ask(offline, 'call_end')).data.offline).toBe(true);

    const calleeSocket = await k.sockets.signIn(p.callee.cookie);
    p.callerSocket.send({ type: 'call_invite', data: callData(p.conversationId, 'back-online') });
    expect((await calleeSocket.next('call_invite')).data.callId).toBe('back-online');
    await k.settle([p.caller, p.callerSocket]);
    expect(p.callerSocket.pending('call_end')).toEqual([]);
  });

  it('is not something a client can claim on its own call_end', async () => {
    const p = await k.friendsPair();
    const callId = await k.ring(p);
    p.callerSocket.send({ type: 'call_end', data: callData(p.conversationId, callId, { offline: true }) });
    expect((await p.calleeSocket.next('call_end')).data.offline).toBeUndefined();
  });
});

describe('call_accept', () => {
  it('reaches the caller and every tab of the callee, naming the caller the server knows', async () => {
    const [caller, callee, mallory] = [await k.person(), await k.person(), await k.person()];
    await k.friends(caller, callee);
    const conversationId = await k.conversation(caller, callee);
    const [callerSocket, calleeSocket, calleeOtherTab] = await k.sockets.signInAll([
      caller,
      callee,
      callee,
    ] as const);
    callerSocket.send({ type: 'call_invite', data: callData(conversationId, 'c1') });
    await calleeSocket.next('call_invite');
    await calleeOtherTab.next('call_invite');
    calleeSocket.send({
      type: 'call_accept',
      data: callData(conversationId, 'c1', { callerUserId: mallory.user.id, fromUserId: mallory.user.id }),
    });
    const expected = {
      type: 'call_accept',
      data: {
        ...callData(conversationId, 'c1'),
        callerUserId: caller.user.id,
        fromUserId: callee.user.id,
        fromUsername: callee.user.username,
      },
    };
    for (const socket of [callerSocket, calleeSocket, calleeOtherTab]) {
      expect(await socket.next('call_accept')).toEqual(expected);
    }
  });

  it('is refused, relaying nothing, when the call is not ringing: unknown, your own, answered or ended', async () => {
    const p = await k.friendsPair();
    const calleeOtherTab = await k.sockets.signIn(p.callee.cookie);
    const accept = (socket: TestSocket, callId: string) =>
      socket.ask({ type: 'call_accept', data: callData(p.conversationId, callId) }, 'error');

    expect((await accept(p.calleeSocket, 'unknown')).message).toBe(CALL_MESSAGES.notRinging);
    const ringing = await k.ring(p);
    await calleeOtherTab.next('call_invite');
    expect((await accept(p.callerSocket, ringing)).message).toBe(CALL_MESSAGES.notRinging);
    await k.answer(p, ringing);
    await calleeOtherTab.next('call_accept');
    expect((await accept(calleeOtherTab, ringing)).message).toBe(CALL_MESSAGES.notRinging);
    const ended = await k.ring(p);
    await calleeOtherTab.next('call_invite');
    await k.end(p, p.callerSocket, ended);
    await calleeOtherTab.next('call_end');
    expect((await accept(p.calleeSocket, ended)).message).toBe(CALL_MESSAGES.notRinging);

    await k.settle([p.caller, p.callerSocket], [p.callee, p.calleeSocket], [p.callee, calleeOtherTab]);
    for (const socket of [p.callerSocket, p.calleeSocket, calleeOtherTab]) {
      expect(socket.pending('call_accept')).toEqual([]);
    }
  });

  it('is refused across a block made while the call rang', async () => {
    const p = await k.friendsPair();
    const callId = await k.ring(p);
    await k.block(p.callee, p.caller);
    const answer = await p.calleeSocket.ask(
      { type: 'call_accept', data: callData(p.conversationId, callId) },
      'error',
    );
    expect(answer.message).toBe(CALL_MESSAGES.blocked);
    await k.settle([p.caller, p.callerSocket]);
    expect(p.callerSocket.pending('call_accept')).toEqual([]);
  });
});
