import { ReadNotificationsAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { notificationKeys } from '../notification-keys';
import { countUnread, markReadInCache } from '../notifications-cache';
import { NOTIFICATION_MESSAGES } from '../notifications-messages';
import { useUnreadNotifications } from '../unread-count-store';
import type { NotificationsData } from './get-notifications';

/** Marks those notifications read, or all of them without `ids`; the badge takes the server's count. */
export async function markNotificationsRead(ids?: string[]): Promise<number> {
  const sentAt = performance.now();
  const answer = await apiRequest('/api/notifications/read', {
    method: 'POST',
    body: ids ? { ids } : {},
    schema: ReadNotificationsAnswer,
  });
  useUnreadNotifications.getState().setUnreadCount(answer.unreadCount, sentAt);
  return answer.unreadCount;
}

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
