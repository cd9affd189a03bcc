import type { RoomActivity } from '@create-together/contract';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { RoomState } from '@/lib/realtime/realtime-types';
import { useLatest } from './realtime-hooks';
import { useRealtimeConnection } from './realtime-provider';

/** Out of the room: signed out, no project, or not let in (yet). */
const OUT: RoomState = { joined: false, here: [] };
const noop = () => {};

/**
 * Holds the project's room while mounted (and after every reconnect); null: none. Who is here comes
 * with `room_joined` and each `room_presence`, and is empty while out of the room (`room_refused`,
 * `room_closed`, a lost connection). `onJoined` runs each time the server lets this tab in — the
 * first time and after every reconnect — which is when to read again what changed meanwhile.
 */
export function useProjectRoom(projectId: string | null, onJoined?: () => void): RoomState {
  const connection = useRealtimeConnection();
  const latest = useLatest(onJoined);
  const wantsJoined = onJoined !== undefined;
  useEffect(() => {
    if (!connection || !projectId) return undefined;
    return connection.joinRoom(projectId, wantsJoined ? () => latest.current?.() : undefined);
  }, [connection, projectId, wantsJoined, latest]);

  const subscribe = useCallback(
    (changed: () => void) => (connection && projectId ? connection.onRoom(projectId, changed) : noop),
    [connection, projectId],
  );
  return useSyncExternalStore(
    subscribe,
    () => (connection && projectId ? connection.room(projectId) : OUT),
    () => OUT,
  );
}

/**
 * Tells the project's room what this screen is doing while it is mounted with an activity (the
 * others see it beside the name), and that it stopped when it unmounts or the activity goes null.
 */
export function useRoomActivity(projectId: string | null, activity: RoomActivity | null): void {
  const connection = useRealtimeConnection();
  useEffect(() => {
    if (!connection || !projectId || !activity) return undefined;
    connection.setRoomActivity(projectId, activity);
    return () => connection.setRoomActivity(projectId, null);
  }, [connection, projectId, activity]);
}
