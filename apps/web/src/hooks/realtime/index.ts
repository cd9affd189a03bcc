/**
 * The live connection (SPEC.md §4 "Realtime connection", API.md "Realtime socket"): one
 * authenticated WebSocket per signed-in tab, held by `RealtimeProvider` (mounted in RootLayout);
 * the socket client itself is `lib/realtime` (framework-free).
 * Outside the provider, or while signed out, every hook below is harmless: no frames, status
 * 'idle', `send` returns false.
 *
 *   useRealtimeStatus(): RealtimeStatus
 *     'idle' | 'connecting' | 'authenticating' | 'open' | 'reconnecting' | 'unauthorized' | 'failed'.
 *     Only 'open' is live; show "reconnecting…" for the others while signed in.
 *
 *   useRealtimeEvent(type, handler: (frame: ServerFrameOf<type>) => void): void
 *     Every valid server frame of that type (e.g. 'new_message', 'user_typing', 'call_invite').
 *     Invalid frames never arrive. The handler may change every render; the subscription stays.
 *
 *   useConversationSubscription(conversationId: string | null, onLive?: () => void): void
 *     Subscribes while mounted and after every reconnect; ref-counted, so two screens on one
 *     conversation are fine. The server then sends that conversation's `new_message` and typing.
 *     `onLive` runs each time the server confirms the subscription (the first time too): fetch
 *     what was sent before it (e.g. messages `after` the newest one shown) and merge by id.
 *
 *   useRealtimeResumed(handler: () => void): void
 *     After a reconnect (never the first connect), once subscriptions are restored: fetch what
 *     was missed (e.g. messages `after` the newest one shown) and merge by id.
 *
 *   useRealtimeSend(): (frame: RealtimeOutgoingFrame) => boolean
 *     typing_start/stop and call frames. Nothing is queued: not open → false, and the frame is
 *     dropped (SPEC.md §7 "If the socket is not ready, a call event is simply not sent").
 *
 *   useProjectRoom(projectId: string | null, onJoined?: () => void): { joined, here: RoomPresence[] }
 *     In the project's room while mounted and after every reconnect; ref-counted, so the project's
 *     page and its workspace may both hold it. `here` is who has the project open now (this user
 *     too), from `room_joined` and `room_presence`; empty while out (refused, closed, connection
 *     lost). `onJoined` runs each time the server lets this tab in (the first time too): read the
 *     project again, since changes made while out were not heard. The changes themselves are
 *     `room_change` frames: `useRealtimeEvent('room_change', …)`, filtered by `projectId`.
 *
 *   useRoomActivity(projectId: string | null, activity: RoomActivity | null): void
 *     What this screen is doing in the room while mounted ('editing' the main content); the room
 *     hears it after every (re)join, and hears it stop on unmount.
 *
 * Tests: wrap the screen in `<RealtimeProvider userId="u1" createConnection={() => new
 * RealtimeConnection({ createSocket })}>` with `fakeSocketFactory()` from `@/test/fake-socket`.
 */

export {
  useConversationSubscription,
  useRealtimeEvent,
  useRealtimeResumed,
  useRealtimeSend,
  useRealtimeStatus,
} from './realtime-hooks';
export {
  loadRealtimeConnection,
  REALTIME_MESSAGES,
  RealtimeProvider,
  useRealtimeConnection,
} from './realtime-provider';
export { useProjectRoom, useRoomActivity } from './use-project-room';
