import { NotificationsAnswer } from '@create-together/contract';
import { expect } from 'vitest';
import type { TestContext } from '../helper';
import { type TestSocket, useListening, useSockets } from '../sockets';
import { type Person, realtimeKit } from './realtime';

let calls = 0;
/** A callId no other test used. */
const newCallId = () => `call-${++calls}`;

/** A call frame's data, as a client sends it. */
export const callData = (conversationId: string, callId: string, extra: Record<string, unknown> = {}) => ({
  conversationId,
  callId,
  channelName: `conv-${conversationId}`,
  ...extra,
});

/**
 * Signed-in sockets, friendships and the steps of a call between two friends, for the call tests:
 * each step waits until every socket of the pair has heard it.
 */
export function callsKit(t: TestContext) {
  useListening(t);
  const sockets = useSockets(t);
  const k = realtimeKit(t);

  /** Two friends in their conversation, each signed in on one socket. */
  async function friendsPair() {
    const [caller, callee] = [await k.person(), await k.person()];
    await k.friends(caller, callee);
    const conversationId = await k.conversation(caller, callee);
    const [callerSocket, calleeSocket] = await sockets.signInAll([caller, callee] as const);
    return { caller, callee, conversationId, callerSocket, calleeSocket };
  }
  type Pair = Awaited<ReturnType<typeof friendsPair>>;

  return {
    ...k,
    sockets,
    friendsPair,

    /** The caller rings; answers the call's id once the callee's socket rang. */
    async ring(p: Pair): Promise<string> {
      const callId = newCallId();
      p.callerSocket.send({ type: 'call_invite', data: callData(p.conversationId, callId) });
      expect((await p.calleeSocket.next('call_invite')).data.callId).toBe(callId);
      return callId;
    },

    /** The callee answers; both sockets hear it. */
    async answer(p: Pair, callId: string): Promise<void> {
      p.calleeSocket.send({ type: 'call_accept', data: callData(p.conversationId, callId) });
      for (const socket of [p.callerSocket, p.calleeSocket]) {
        expect((await socket.next('call_accept')).data.callId).toBe(callId);
      }
    },

    /** `from` ends the call; both sockets hear it. */
    async end(p: Pair, from: TestSocket, callId: string, reason?: string): Promise<void> {
      from.send({ type: 'call_end', data: callData(p.conversationId, callId, reason ? { reason } : {}) });
      for (const socket of [p.callerSocket, p.calleeSocket]) {
        expect((await socket.next('call_end')).data.callId).toBe(callId);
      }
    },

    /** The person's missed-call notifications, through GET /api/notifications. */
    async missedCalls(who: Person) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { cookie: who.cookie },
      });
      expect(response.statusCode).toBe(200);
      return NotificationsAnswer.parse(response.json()).notifications.filter((n) => n.type === 'missed_call');
    },
  };
}
