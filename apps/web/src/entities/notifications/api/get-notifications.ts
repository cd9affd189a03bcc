import { NotificationsAnswer } from '@create-together/contract';
import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { notificationKeys } from '../notification-keys';
import { type ClientNotification, mapNotification } from '../notifications-model';
import { useUnreadNotifications } from '../unread-count-store';

export interface NotificationsPage {
  notifications: ClientNotification[];
  unreadCount: number;
  nextCursor: string | null;
}

export type NotificationsData = InfiniteData<NotificationsPage, string | null>;

/** A page, newest first. Every answer carries the caller's whole unread count: the badge follows it. */
export async function fetchNotificationsPage(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  const search = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  const sentAt = performance.now();
  const answer = await apiRequest(`/api/notifications${search}`, { schema: NotificationsAnswer, signal });
  useUnreadNotifications.getState().setUnreadCount(answer.unreadCount, sentAt);
  return {
    notifications: answer.notifications.map(mapNotification),
    unreadCount: answer.unreadCount,
    nextCursor: answer.nextCursor,
  };
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
