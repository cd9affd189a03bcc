import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeResumed } from '@/hooks/realtime';
import { collectiveKeys } from './collective-keys';

/**
 * Keeps the collectives a signed-in user belongs to live; mounted once, in the shell. Someone joined
 * or left one, or a project came or went (`collective_changed`, heard by its members): its page and
 * the lists are read again; so is everything after a reconnect.
 */
export function useCollectivesLive(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('collective_changed', ({ collectiveId }) => {
    void queryClient.invalidateQueries({ queryKey: collectiveKeys.detail(collectiveId) });
    void queryClient.invalidateQueries({ queryKey: collectiveKeys.lists() });
  });
  useRealtimeResumed(() => void queryClient.invalidateQueries({ queryKey: collectiveKeys.all }));
}
