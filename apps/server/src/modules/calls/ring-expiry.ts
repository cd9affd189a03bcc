import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { transactionWithEvents } from '../../events/outbox';
import { conversationAccess } from '../../policies/conversations';
import { callsRepository } from './calls-repository';
import { callMissed } from './missed-calls';

/**
 * Ends calls that still ring long after every client would have given up on them (the callee's
 * tab auto-rejects at 30 s, the caller's at 35 s): the caller's tab died while ringing, and no tab
 * of the callee was open to say "unanswered". They end as unanswered — a missed call for the
 * callee — and every tab still showing them hears the `call_end`.
 */
export async function expireRingingCalls(
  db: Database,
  events: EventHub,
  olderThanMs: number,
): Promise<number> {
  return transactionWithEvents(db, events, async (tx, outbox) => {
    const expired = await callsRepository(tx).expireRinging(olderThanMs);
    const conversations = conversationAccess(tx);
    for (const call of expired) {
      const members = await conversations.membersFor(call.conversationId, call.callerId);
      if (!members) continue; // the caller left the conversation (an account deleted, say)
      const memberIds = members.map((m) => m.userId);
      await callMissed(tx, outbox, { ...call, memberIds });
      const fromUsername = members.find((m) => m.userId === call.callerId)?.username ?? '';
      outbox.emit('CallEnded', {
        call: {
          conversationId: call.conversationId,
          callId: call.callId,
          channelName: call.conversationId,
          fromUserId: call.callerId,
          fromUsername,
        },
        reason: 'unanswered',
        memberIds,
      });
    }
    return expired.length;
  });
}

/** Runs `expireRingingCalls` every half `expiryMs` until the returned stop is called. */
export function startRingExpiry(
  db: Database,
  events: EventHub,
  expiryMs: number,
  log: FastifyBaseLogger,
): () => void {
  const timer = setInterval(() => {
    expireRingingCalls(db, events, expiryMs).catch((err) =>
      log.warn({ err }, 'Could not end abandoned calls'),
    );
  }, expiryMs / 2);
  timer.unref();
  return () => clearInterval(timer);
}
