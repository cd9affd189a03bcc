import type { Executor } from '../../db/client';
import { settingsRepository } from './repository';

/**
 * What other modules ask about a user's settings, in their own transaction: notifications
 * (`notify` skips a muted type) and friends (`send` checks who may ask).
 */
export function settingsAccess(db: Executor) {
  const repo = settingsRepository(db);
  return {
    isMuted: repo.isMuted,
    friendRequestsFrom: repo.friendRequestsFrom,
  };
}
