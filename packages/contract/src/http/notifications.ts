import { z } from 'zod';
import { EpochSeconds, PageQuery } from './common';

/** What made a notification (API.md "Messages and notifications"). */
export const NOTIFICATION_TYPES = [
  'friend_request',
  'friend_accepted',
  'project_joined',
  'contribution_proposed',
  'contribution_merged',
  'message',
  'missed_call',
  'post_liked',
  'post_commented',
  'queue_matched',
  /** A reply in a review thread one takes part in, or a thread on one's take or file. */
  'review_comment',
  /** Someone @mentioned one in a review thread. */
  'review_mention',
  /** An invitation to a project, waiting for one's answer. */
  'invitation',
] as const;
export const NotificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationType>;

export const Notification = z.object({
  notificationId: z.string(),
  type: NotificationType,
  /** One line, e.g. "ada sent you a friend request". */
  title: z.string(),
  /** More detail (a message's start, a project's name), or ''. */
  body: z.string(),
  /** The app path of its cause (`/friends`, `/projects/{id}`, `/messages/{id}`), or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: EpochSeconds,
});
export type Notification = z.infer<typeof Notification>;

/** GET /api/notifications — newest first. */
export const NotificationsQuery = PageQuery;
export type NotificationsQuery = z.infer<typeof NotificationsQuery>;

export const NotificationsAnswer = z.object({
  success: z.literal(true),
  notifications: z.array(Notification),
  /** All unread notifications of the caller, not only this page's. */
  unreadCount: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});
export type NotificationsAnswer = z.infer<typeof NotificationsAnswer>;

/** POST /api/notifications/read — those ids (the caller's own; others are ignored), or all without `ids`. */
export const ReadNotificationsBody = z
  .object({
    ids: z
      .array(z.string().max(100, 'Each id is at most 100 characters.'))
      .max(100, 'At most 100 ids.')
      .optional(),
  })
  .nullish();
export type ReadNotificationsBody = z.infer<typeof ReadNotificationsBody>;

export const ReadNotificationsAnswer = z.object({
  success: z.literal(true),
  unreadCount: z.number().int().nonnegative(),
});
export type ReadNotificationsAnswer = z.infer<typeof ReadNotificationsAnswer>;
