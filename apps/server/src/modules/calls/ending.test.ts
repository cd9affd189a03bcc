import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { callData, callsKit } from '../../../test/kits/calls';

const t = useTestApp();
const k = callsKit(t);

describe('call_end', () => {
  it('reaches every tab of both users, the sender’s own included, with the real sender and reason', async () => {
    const p = await k.friendsPair();
    const [callerOtherTab, calleeOtherTab] = await k.sockets.signInAll([p.caller, p.callee] as const);
    const callId = await k.ring(p);
    p.calleeSocket.send({
      type: 'call_end',
      data: callData(p.conversationId, callId, { reason: 'rejected', fromUserId: p.caller.user.id }),
    });
    const expected = {
      type: 'call_end',
      data: {
        ...callData(p.conversationId, callId),
        reason: 'rejected',
        fromUserId: p.callee.user.id,
        fromUsername: p.callee.user.username,
      },
    };
    for (const socket of [p.callerSocket, callerOtherTab, p.calleeSocket, calleeOtherTab]) {
      expect(await socket.next('call_end')).toEqual(expected);
    }
  });

  it('goes through across a block made during the call', async () => {
    const p = await k.friendsPair();
    const callId = await k.ring(p);
    await k.answer(p, callId);
    await k.block(p.caller, p.callee);
    p.calleeSocket.send({ type: 'call_end', data: callData(p.conversationId, callId) });
    expect((await p.callerSocket.next('call_end')).data).toMatchObject({
      callId,
      reason: 'hangup',
      fromUserId: p.callee.user.id,
    });
  });

  it('of an unknown call is still relayed, and makes no notification', async () => {
    const p = await k.friendsPair();
    await k.end(p, p.callerSocket, 'never-placed', 'unanswered');
    expect(await k.missedCalls(p.callee)).toEqual([]);
  });
});

describe('missed calls', () => {
  it('a call the caller gives up on is one missed_call for the callee, and none for the caller', async () => {
    const p = await k.friendsPair();
    const callId = await k.ring(p);
    await k.end(p, p.callerSocket, callId, 'unanswered');
    const frame = await p.calleeSocket.next('new_notification');
    expect(frame.notification).toMatchObject({
      type: 'missed_call',
      title: `You missed a call from ${p.caller.user.username}`,
      link: `/messages/${p.conversationId}`,
      read: false,
    });
    expect(await k.missedCalls(p.callee)).toEqual([frame.notification]);
    expect(await k.missedCalls(p.caller)).toEqual([]);
  });

  it("the callee's auto-reject (unanswered) and a hangup before answering are missed calls", async () => {
    const p = await k.friendsPair();
    await k.end(p, p.calleeSocket, await k.ring(p), 'unanswered');
    await k.end(p, p.callerSocket, await k.ring(p));
    expect(await k.missedCalls(p.callee)).toHaveLength(2);
  });

  it('a rejected call, and an answered call that ended, are not missed', async () => {
    const p = await k.friendsPair();
    await k.end(p, p.calleeSocket, await k.ring(p), 'rejected');
    const answered = await k.ring(p);
    await k.answer(p, answered);
    await k.end(p, p.callerSocket, answered, 'hangup');
    await k.end(p, p.calleeSocket, answered, 'unanswered'); // ended already: changes nothing
    expect(await k.missedCalls(p.callee)).toEqual([]);
    expect(await k.missedCalls(p.caller)).toEqual([]);
  });

  it('two ends of one call at once (both sides, and a second tab) make one notification', async () => {
    const p = await k.friendsPair();
    const calleeOtherTab = await k.sockets.signIn(p.callee.cookie);
    const rounds = 5;
    for (let i = 0; i < rounds; i++) {
      const callId = await k.ring(p);
      await calleeOtherTab.next('call_invite');
      for (const socket of [p.callerSocket, p.calleeSocket, calleeOtherTab]) {
        socket.send({ type: 'call_end', data: callData(p.conversationId, callId, { reason: 'unanswered' }) });
      }
      // Each end is relayed after its transaction commits: three relays, three commits.
      for (let n = 0; n < 3; n++) expect((await p.callerSocket.next('call_end')).data.callId).toBe(callId);
    }
    expect(await k.missedCalls(p.callee)).toHaveLength(rounds);
  });

  it('a callee who blocked the caller while it rang is not told', async () => {
    const p = await k.friendsPair();
    const callId = await k.ring(p);
    await k.block(p.callee, p.caller);
    await k.end(p, p.callerSocket, callId, 'unanswered');
    expect(await k.missedCalls(p.callee)).toEqual([]);
  });
});
