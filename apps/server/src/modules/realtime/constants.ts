// The socket's sentences and timings in one place (API.md "Realtime socket", SPEC.md §9 "Realtime").

/** The only path that upgrades to a WebSocket. */
export const SOCKET_PATH = '/ws';

/** How often the server pings every socket; one that did not answer the previous ping is dropped. */
export const HEARTBEAT_MS = 30_000;

/** How often each process re-records its subscriptions in Redis (redis-presence.ts). */
export const PRESENCE_REFRESH_MS = 30_000;

/**
 * How often each process re-records who it has in project rooms (room-roster.ts) and re-reads the
 * rooms it has screens in: a process that stopped drops out of every room list within about three.
 */
export const ROOM_REFRESH_MS = 5_000;

/** Frames a socket may have waiting while an earlier one is handled; past this they are refused. */
export const INBOX_MAX = 32;

/** On shutdown, sockets get this long to answer the close before they are cut. */
export const SHUTDOWN_GRACE_MS = 1_000;

/** Close codes (RFC 6455 §7.4.1). */
export const CLOSE = {
  goingAway: 1001,
  policyViolation: 1008,
  serverError: 1011,
} as const;

export const SOCKET_MESSAGES = {
  authFailed: 'Authentication failed. Please log in again.',
  sessionEnded: 'Your session has ended. Please log in again.',
  authTimedOut: 'Authentication timed out.',
  notAuthenticated: 'Not authenticated. Send {"type":"auth"} first.',
  notJson: 'Frames must be JSON text.',
  notAnObject: 'A frame must be a JSON object with a "type".',
  tooManyFrames: 'Too many frames at once. Please slow down.',
  conversationNotFound: 'Conversation not found.',
  serverError: 'Something went wrong. Please try again.',
  shuttingDown: 'Server shutting down',
} as const;
