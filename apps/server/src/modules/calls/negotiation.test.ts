import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { callData, callsKit } from '../../../test/kits/calls';
import { CALL_MESSAGES } from './constants';

const t = useTestApp();
const k = callsKit(t);

describe('call_signal', () => {
  it('goes to toUserId only, from the real sender, while the call is answered', async () => {
    const [a, b, c] = [await k.person(), await k.person(), await k.person()];
    await k.friends(a, b);
    await k.friends(a, c);
    const conversationId = await k.conversation(a, b, c);
    const [aSocket, bSocket, cSocket] = await k.sockets.signInAll([a, b, c] as const);
    aSocket.send({ type: 'call_invite', data: callData(conversationId, 'group') });
    await bSocket.next('call_invite');
    bSocket.send({ type: 'call_accept', data: callData(conversationId, 'group') });
    for (const socket of [aSocket, bSocket, cSocket]) await socket.next('call_accept');
    for (const signal of [
      { type: 'candidate', candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 9 typ host' } },
      { type: 'media', audio: false, video: true },
    ]) {
      const data = { conversationId, callId: 'group', toUserId: b.user.id, fromUserId: c.user.id, signal };
      aSocket.send({ type: 'call_signal', data });
      expect(await bSocket.next('call_signal')).toEqual({
        type: 'call_signal',
        data: { ...data, fromUserId: a.user.id },
      });
    }
    await k.settle([a, aSocket], [c, cSocket]);
    expect([...aSocket.pending('call_signal'), ...cSocket.pending('call_signal')]).toEqual([]);
  });

  it('is refused before the call is answered and after it ended', async () => {
    const p = await k.friendsPair();
    const signal = (callId: string) => ({
      type: 'call_signal',
      data: {
        conversationId: p.conversationId,
        callId,
        toUserId: p.callee.user.id,
        signal: { type: 'offer', sdp: 'v=0' },
      },
    });
    expect((await p.callerSocket.ask(signal('unknown'), 'error')).message).toBe(CALL_MESSAGES.notInProgress);
    const callId = await k.ring(p);
    expect((await p.callerSocket.ask(signal(callId), 'error')).message).toBe(CALL_MESSAGES.notInProgress);
    await k.answer(p, callId);
    p.callerSocket.send(signal(callId));
    expect((await p.calleeSocket.next('call_signal')).data.callId).toBe(callId);
    await k.end(p, p.calleeSocket, callId);
    expect((await p.callerSocket.ask(signal(callId), 'error')).message).toBe(CALL_MESSAGES.notInProgress);
    await k.settle([p.callee, p.calleeSocket]);
    expect(p.calleeSocket.pending('call_signal')).toEqual([]);
  });

  it('is refused to yourself, to someone outside the conversation, and across a block', async () => {
    const p = await k.friendsPair();
    const stranger = await k.person();
    const callId = await k.ring(p);
    await k.answer(p, callId);
    const signal = (toUserId: string) => ({
      type: 'call_signal',
      data: { conversationId: p.conversationId, callId, toUserId, signal: { type: 'answer', sdp: 'v=0' } },
    });
    for (const toUserId of [p.caller.user.id, stranger.user.id]) {
      expect((await p.callerSocket.ask(signal(toUserId), 'error')).message).toBe(
        CALL_MESSAGES.notAParticipant,
      );
    }
    await k.block(p.callee, p.caller);
    expect((await p.callerSocket.ask(signal(p.callee.user.id), 'error')).message).toBe(CALL_MESSAGES.blocked);
    await k.settle([p.callee, p.calleeSocket]);
    expect(p.calleeSocket.pending('call_signal')).toEqual([]);
  });
});
