import type { Executor } from '../../db/client';
import type { Outbox } from '../../events/outbox';
import { friendsAccess } from '../friends/access';
import { notifyMissedCall } from '../notifications/causes';

/**
 * A call ended before anyone answered (and was not rejected): each callee — every member but the
 * caller — missed it, told in the transaction that ended it, so two ends at once still make one
 * notification per callee. A callee blocked with the caller (either way) is not told.
 */
export async function notifyMissed(
  tx: Executor,
  outbox: Outbox,
  { conversationId, callerId, memberIds }: { conversationId: string; callerId: string; memberIds: string[] },
): Promise<void> {
  const blocks = friendsAccess(tx);
  for (const calleeId of memberIds) {
    if (calleeId === callerId || (await blocks.isBlockedBetween(callerId, calleeId))) continue;
    await notifyMissedCall(tx, outbox, { calleeId, callerId, conversationId });
  }
}
