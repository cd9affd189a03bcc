import type { Executor } from '../../db/client';
import type { Outbox } from '../../events/outbox';
import { relationsAccess } from '../../policies/relations';

/**
 * A call ended before anyone answered (and was not rejected): each callee — every member but the
 * caller — missed it, told in the transaction that ended it, so two ends at once still make one
 * notification per callee. A callee blocked with the caller (either way) is not told.
 */
export async function callMissed(
  tx: Executor,
  outbox: Outbox,
  { conversationId, callerId, memberIds }: { conversationId: string; callerId: string; memberIds: string[] },
): Promise<void> {
  const blocks = relationsAccess(tx);
  const calleeIds: string[] = [];
  for (const calleeId of memberIds) {
    if (calleeId === callerId || (await blocks.isBlockedBetween(callerId, calleeId))) continue;
    calleeIds.push(calleeId);
  }
  if (calleeIds.length > 0) outbox.emit('CallMissed', { conversationId, callerId, calleeIds });
}
