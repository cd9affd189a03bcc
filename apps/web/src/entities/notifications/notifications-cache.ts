import type { NotificationsData, NotificationsPage } from './api/get-notifications';
import type { ClientNotification } from './notifications-model';

/** Any cached pages (whatever their page-param type). */
type Pages = { pages: readonly NotificationsPage[] } | undefined;

/** Every cached notification once, newest first (a live one may come again in a later page). */
export function flattenNotifications(data: Pages): ClientNotification[] {
  const seen = new Set<string>();
  const all: ClientNotification[] = [];
  for (const page of data?.pages ?? []) {
    for (const notification of page.notifications) {
      if (seen.has(notification.id)) continue;
      seen.add(notification.id);
      all.push(notification);
    }
  }
  return all;
}

/** A pushed notification goes on top of the cached list, if there is one. */
export function prependNotification(
  data: NotificationsData | undefined,
  notification: ClientNotification,
  unreadCount: number,
): NotificationsData | undefined {
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first) return data;
  if (data.pages.some((page) => page.notifications.some((n) => n.id === notification.id))) return data;
  return {
    ...data,
    pages: [{ ...first, notifications: [notification, ...first.notifications], unreadCount }, ...rest],
  };
}

/** Those (or, without ids, all) cached notifications shown as read. */
export function markReadInCache(
  data: NotificationsData | undefined,
  ids?: readonly string[],
): NotificationsData | undefined {
  if (!data) return data;
  const hit = (id: string) => !ids || ids.includes(id);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      notifications: page.notifications.map((n) => (!n.read && hit(n.id) ? { ...n, read: true } : n)),
    })),
  };
}

/** How many of those ids are unread in the cache. */
export function countUnread(data: Pages, ids: readonly string[]): number {
  return flattenNotifications(data).filter((n) => !n.read && ids.includes(n.id)).length;
}
