import type { ClientFrame, RoomPresence } from '@create-together/contract';

// SPEC.md §9 "Realtime".
export const PING_INTERVAL_MS = 30_000;
export const PONG_TIMEOUT_MS = 10_000;
export const MAX_RECONNECT_ATTEMPTS = 5;
export const RECONNECT_BASE_DELAY_MS = 1_000;
export const RECONNECT_MAX_DELAY_MS = 30_000;
/** Ours: a server that accepts the socket but never answers `auth` is as dead as one that never pongs. */
export const AUTH_TIMEOUT_MS = PONG_TIMEOUT_MS;

/**
 * - `connecting`: the socket is opening; `authenticating`: `auth` sent, no answer yet.
 * - `reconnecting`: waiting out the back-off before the next attempt.
 * - `unauthorized`: the server refused the session (`auth_failure`); never retried.
 * - `failed`: gave up after MAX_RECONNECT_ATTEMPTS.
 */
export type RealtimeStatus =
  | 'idle'
  | 'connecting'
  | 'authenticating'
  | 'open'
  | 'reconnecting'
  | 'unauthorized'
  | 'failed';

/** Frames screens may send; the connection itself owns auth, ping, (un)subscribe and the rooms. */
export type RealtimeOutgoingFrame = Exclude<
  ClientFrame,
  { type: 'auth' | 'ping' | 'subscribe' | 'unsubscribe' | 'room_join' | 'room_leave' | 'room_activity' }
>;

/** The part of the browser's WebSocket this class uses. */
export type RealtimeSocket = Pick<
  WebSocket,
  'readyState' | 'send' | 'close' | 'onopen' | 'onmessage' | 'onclose' | 'onerror'
>;

export interface RealtimeTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface RealtimeConnectionOptions {
  /** Default: ws(s)://<this host>/ws. */
  url?: string;
  /** Default: `new WebSocket(url)`. */
  createSocket?: (url: string) => RealtimeSocket;
  /** Default: the global timers, looked up at each call so fake clocks installed later still apply. */
  timers?: RealtimeTimers;
}

/** The wait before reconnect attempt `attempt` (1-based): 1 s doubling, capped at 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1), RECONNECT_MAX_DELAY_MS);
}

/** The socket address on this site's host (the dev server proxies /ws to the API). */
export function realtimeUrl(where: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${where.protocol === 'https:' ? 'wss' : 'ws'}://${where.host}/ws`;
}

/** A project's room as this tab knows it: whether it is in, and who is there (itself included). */
export interface RoomState {
  joined: boolean;
  here: RoomPresence[];
}
