import { NOTIFICATION_TYPES, type Settings, type UpdateSettingsBody } from '@create-together/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { presentSettings } from './presenter';
import { type SettingsRow, settingsRepository } from './repository';

const ACCOUNT_GONE = 'This account no longer exists.';

/** Settings → Notifications and Privacy, for the signed-in user only. */
export function settingsService(db: Database) {
  const repo = settingsRepository(db);
  const present = (row: SettingsRow | null): Settings => {
    // The session was valid a moment ago: only a deletion in between gets here.
    if (!row) throw notFound(ACCOUNT_GONE, 'ACCOUNT_NOT_FOUND');
    return presentSettings(row);
  };

  const get = async (userId: string) => present(await repo.find(userId));

  return {
    get,

    /** Only what the body names changes; an empty body changes nothing and answers the settings. */
    async update(userId: string, body: UpdateSettingsBody): Promise<Settings> {
      const switches = body.notifications ?? {};
      const named = NOTIFICATION_TYPES.filter((type) => switches[type] !== undefined);
      if (!body.friendRequestsFrom && named.length === 0) return get(userId);
      return present(
        await repo.update(userId, {
          friendRequestsFrom: body.friendRequestsFrom,
          mute: named.filter((type) => switches[type] === false),
          unmute: named.filter((type) => switches[type] === true),
        }),
      );
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
