import type { Notification, NotificationType } from '@create-together/contract';
import type { NotificationRow } from '../../db/schema';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The Notification object of API.md, field by field. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    notificationId: row.id,
    // Only notify() writes the column, always with one of NOTIFICATION_TYPES.
    type: row.type as NotificationType,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: seconds(row.createdAt),
  };
}
