import {
  type Notification,
  NotificationsAnswer,
  type NotificationType,
  ReadNotificationsAnswer,
} from '@create-together/contract';
import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { safeRedirect } from '@/lib/safe-redirect';
import { useUnreadNotifications } from './unread-count-store';

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

export interface NotificationsPage {
  notifications: ClientNotification[];
  unreadCount: number;
  nextCursor: string | null;
}

export type NotificationsData = InfiniteData<NotificationsPage, string | null>;

export const NOTIFICATION_MESSAGES = {
  loadFailed: 'Could not load your notifications.',
  markReadFailed: 'Could not mark notifications as read. Please try again.',
} as const;

/** One key factory for every notifications query. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

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

const setUnreadCount = (count: number, asOf: number) =>
  useUnreadNotifications.getState().setUnreadCount(count, asOf);

/** A page, newest first. Every answer carries the caller's whole unread count: the badge follows it. */
export async function fetchNotificationsPage(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  const search = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  const sentAt = performance.now();
  const answer = await apiRequest(`/api/notifications${search}`, { schema: NotificationsAnswer, signal });
  setUnreadCount(answer.unreadCount, sentAt);
  return {
    notifications: answer.notifications.map(mapNotification),
    unreadCount: answer.unreadCount,
    nextCursor: answer.nextCursor,
  };
}

/** Marks those notifications read, or all of them without `ids`; the badge takes the server's count. */
export async function markNotificationsRead(ids?: string[]): Promise<number> {
  const sentAt = performance.now();
  const answer = await apiRequest('/api/notifications/read', {
    method: 'POST',
    body: ids ? { ids } : {},
    schema: ReadNotificationsAnswer,
  });
  setUnreadCount(answer.unreadCount, sentAt);
  return answer.unreadCount;
}

export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchNotificationsPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Live frames keep it current; a short freshness still catches what another tab marked read.
    staleTime: 30_000,
  });
