import type { Executor } from '../../db/client';
import { settingsRepository } from './repository';

/**
 * What other modules ask about a user's settings, in their own transaction: friends (`send` checks
 * who may ask). Muted notification types are honoured by the notifications insert itself.
 */
export function settingsAccess(db: Executor) {
  const repo = settingsRepository(db);
  return {
    friendRequestsFrom: repo.friendRequestsFrom,
  };
}
