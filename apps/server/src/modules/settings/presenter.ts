import { type FriendRequestsFrom, NOTIFICATION_TYPES, type Settings } from '@create-together/contract';
import type { SettingsRow } from './repository';

/** The Settings object: every notification type on unless the user muted it. */
export function presentSettings(row: SettingsRow): Settings {
  const muted = new Set(row.mutedNotificationTypes);
  return {
    // The column's check constraint allows only FRIEND_REQUESTS_FROM.
    friendRequestsFrom: row.friendRequestsFrom as FriendRequestsFrom,
    notifications: Object.fromEntries(
      NOTIFICATION_TYPES.map((type) => [type, !muted.has(type)]),
    ) as Settings['notifications'],
  };
}
