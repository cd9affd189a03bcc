import type { Notification, NotificationType } from '@create-together/contract';
import { safeRedirect } from '@/lib/safe-redirect';

/** A notification as screens use it (API.md "Messages and notifications"). */
export interface ClientNotification {
  id: string;
  type: NotificationType;
  title: string;
  body: string;
  /** A path of this app, or null when the cause has no page. */
  link: string | null;
  read: boolean;
  /** ISO time. */
  createdAt: string;
}

/** Server times are epoch seconds; a link that would leave the app is dropped. */
export function mapNotification(notification: Notification): ClientNotification {
  const { link } = notification;
  return {
    id: notification.notificationId,
    type: notification.type,
    title: notification.title,
    body: notification.body,
    link: link && safeRedirect(link, '') === link ? link : null,
    read: notification.read,
    createdAt: new Date(notification.createdAt * 1000).toISOString(),
  };
}
