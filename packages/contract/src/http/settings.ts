import { z } from 'zod';
import { NOTIFICATION_TYPES, type NotificationType } from './notifications';

/** Settings → Privacy: who may send the user a friend request. */
export const FRIEND_REQUESTS_FROM = ['everyone', 'friends_of_friends', 'nobody'] as const;
export const FriendRequestsFrom = z.enum(FRIEND_REQUESTS_FROM, {
  error: 'Friend requests from must be everyone, friends_of_friends or nobody.',
});
export type FriendRequestsFrom = z.infer<typeof FriendRequestsFrom>;

/** One switch per NotificationType, built from the list so a new type cannot be forgotten here. */
const switches = <S extends z.ZodType>(each: S) =>
  Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, each])) as Record<NotificationType, S>;

/** Settings → Notifications: every type, `true` when the user is told of it (the default). */
export const NotificationSettings = z.object(switches(z.boolean()));
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const Settings = z.object({
  /** `everyone` unless changed. */
  friendRequestsFrom: FriendRequestsFrom,
  /** Every NotificationType; `false` = that type is never made for this user. */
  notifications: NotificationSettings,
});
export type Settings = z.infer<typeof Settings>;

/** GET /api/me/settings, PUT /api/me/settings */
export const SettingsAnswer = z.object({ success: z.literal(true), settings: Settings });
export type SettingsAnswer = z.infer<typeof SettingsAnswer>;

const unknownKey =
  (what: string) =>
  (issue: { code?: string; keys?: string[] }): string | undefined =>
    issue.code === 'unrecognized_keys' ? `Unknown ${what}: ${issue.keys?.join(', ')}.` : undefined;

/**
 * PUT /api/me/settings — only what is sent changes; the answer is the whole of the settings.
 * Strict: an unknown key or notification type is a 400 and nothing changes.
 */
export const UpdateSettingsBody = z.strictObject(
  {
    /** Who may send you a friend request. */
    friendRequestsFrom: FriendRequestsFrom.optional(),
    /** Some notification types: `false` turns one off, `true` on again. */
    notifications: z
      .strictObject(switches(z.boolean().optional()), { error: unknownKey('notification type') })
      .optional(),
  },
  { error: unknownKey('setting') },
);
export type UpdateSettingsBody = z.infer<typeof UpdateSettingsBody>;
