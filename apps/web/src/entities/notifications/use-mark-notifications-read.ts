import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  markNotificationsRead,
  NOTIFICATION_MESSAGES,
  type NotificationsData,
  notificationKeys,
} from './notifications-api';
import { countUnread, markReadInCache } from './notifications-cache';
import { useUnreadNotifications } from './unread-count-store';

/**
 * `mutate(ids)` marks those read, `mutate(undefined)` all: shown at once, then the server's
 * count replaces the guess. On failure the list and count are fetched again.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[] | undefined) => markNotificationsRead(ids),
    meta: { feedback: { error: NOTIFICATION_MESSAGES.markReadFailed } },
    onMutate: (ids) => {
      const key = notificationKeys.list();
      const before = queryClient.getQueryData<NotificationsData>(key);
      const unread = useUnreadNotifications.getState();
      unread.setUnreadCount(ids ? unread.unreadCount - countUnread(before, ids) : 0);
      queryClient.setQueryData<NotificationsData>(key, (data) => markReadInCache(data, ids));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
