import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtimeEvent, useRealtimeStatus } from '@/hooks/realtime';
import { type NotificationsData, notificationsQuery } from './api/get-notifications';
import { notificationKeys } from './notification-keys';
import { prependNotification } from './notifications-cache';
import { type ClientNotification, mapNotification } from './notifications-model';
import { useUnreadNotifications } from './unread-count-store';

/**
 * Keeps the badge and the cached list live for a signed-in user; mounted once, in the shell.
 * The first page is fetched at sign-in for its `unreadCount`, and is what /notifications shows first.
 * `onArrived` hears each new notification once it is in the cache (the shell decides what to show).
 */
export function useNotificationsLive(
  signedIn: boolean,
  onArrived?: (notification: ClientNotification) => void,
): void {
  const queryClient = useQueryClient();

  // Only for its side effects (the count, a warm cache): the shell must not re-render on it.
  useInfiniteQuery({ ...notificationsQuery(), enabled: signedIn, notifyOnChangeProps: [] });

  useRealtimeEvent('new_notification', (frame) => {
    const notification = mapNotification(frame.notification);
    useUnreadNotifications.getState().setUnreadCount(frame.unreadCount);
    queryClient.setQueryData<NotificationsData>(notificationKeys.list(), (data) =>
      prependNotification(data, notification, frame.unreadCount),
    );
    onArrived?.(notification);
  });

  // Read in another tab or on another device (or this one): the badge follows, the list refreshes.
  useRealtimeEvent('notifications_read', (frame) => {
    useUnreadNotifications.getState().setUnreadCount(frame.unreadCount);
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });

  // Each time the socket is live again — the first time too: a notification made between the
  // first page's fetch and the socket's sign-in would otherwise only show after a reload.
  const live = useRealtimeStatus() === 'open';
  useEffect(() => {
    if (live) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  }, [live, queryClient]);
}
