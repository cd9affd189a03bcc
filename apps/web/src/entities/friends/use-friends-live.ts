import { useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/entities/users';
import { useRealtimeEvent, useRealtimeResumed } from '@/hooks/realtime';
import { friendKeys } from './friend-keys';

/**
 * Keeps the friends lists and people's profiles live for a signed-in user; mounted once, in the
 * shell. A friendship, a request or a block changed by the other person, or in another tab, is read
 * again (`friends_changed` says only that something changed); so is everything after a reconnect.
 */
export function useFriendsLive(): void {
  const queryClient = useQueryClient();
  const readAgain = () => {
    void queryClient.invalidateQueries({ queryKey: friendKeys.all });
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
  };
  useRealtimeEvent('friends_changed', readAgain);
  useRealtimeResumed(readAgain);
}
