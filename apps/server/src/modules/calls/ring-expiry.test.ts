import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { callsKit } from '../../../test/kits/calls';

// A short expiry, so the sweep (every half of it) runs within the test.
const EXPIRY_MS = 400;
const t = useTestApp({ callRingExpiryMs: EXPIRY_MS });
const k = callsKit(t);

describe('a call left ringing', () => {
  it('is ended by the server as unanswered: every tab hears it, and the callee has one missed call', async () => {
    const p = await k.friendsPair();
    const callId = await k.ring(p);
    // Neither side says anything more, as when the caller's tab died and the callee had none open.
    for (const socket of [p.callerSocket, p.calleeSocket]) {
      expect((await socket.next('call_end')).data).toMatchObject({
        callId,
        reason: 'unanswered',
        fromUserId: p.caller.user.id,
        fromUsername: p.caller.user.username,
      });
    }
    expect(await k.missedCalls(p.callee)).toHaveLength(1);
    expect(await k.missedCalls(p.caller)).toEqual([]);
    // Ended once: later sweeps find nothing more to do.
    await new Promise((resolve) => setTimeout(resolve, EXPIRY_MS * 2));
    expect(await k.missedCalls(p.callee)).toHaveLength(1);
  });

  it('is left alone once answered', async () => {
    const p = await k.friendsPair();
    const callId = await k.ring(p);
    await k.answer(p, callId);
    await new Promise((resolve) => setTimeout(resolve, EXPIRY_MS * 2));
    expect(p.calleeSocket.pending('call_end')).toEqual([]);
    expect(await k.missedCalls(p.callee)).toEqual([]);
  });
});
