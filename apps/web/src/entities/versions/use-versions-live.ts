import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeResumed } from '@/hooks/realtime';
import { versionKeys } from './version-keys';

/** The server names a project's room by its id in lower case. */
const isRoomOf = (projectId: string, room: string) => projectId.toLowerCase() === room.toLowerCase();

/**
 * Keeps a project's list of versions live while its history is open: a version made on any screen
 * (or by the server, when an editing burst ends) is told in the project's room, which the
 * workspace holds; the list is read again. After a reconnect it is read again too: a version made
 * while the socket was away was not heard.
 */
export function useVersionsLive(projectId: string): void {
  const client = useQueryClient();
  const readList = () => void client.invalidateQueries({ queryKey: versionKeys.list(projectId) });

  useRealtimeEvent('room_change', ({ projectId: room, change }) => {
    if (change.type === 'version_created' && isRoomOf(projectId, room)) readList();
  });
  useRealtimeResumed(readList);
}
