import {
  type ClientFrame,
  type RoomActivity,
  ServerFrame,
  type ServerFrameOf,
  type ServerFrameType,
} from '@create-together/contract';
import { ProjectRooms } from './project-rooms';
import {
  AUTH_TIMEOUT_MS,
  MAX_RECONNECT_ATTEMPTS,
  PING_INTERVAL_MS,
  PONG_TIMEOUT_MS,
  type RealtimeConnectionOptions,
  type RealtimeOutgoingFrame,
  type RealtimeSocket,
  type RealtimeStatus,
  type RealtimeTimers,
  type RoomState,
  realtimeUrl,
  reconnectDelay,
} from './realtime-types';
import { runIsolated } from './run-isolated';

type Handle = ReturnType<typeof setTimeout>;
const globalTimers: RealtimeTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Handle),
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as Handle),
};

const OPEN = 1;
const CONNECTING = 0;

/**
 * One authenticated socket (SPEC.md §4 "Realtime connection"), framework-free: it reconnects with
 * back-off, keeps itself alive with pings, and restores the conversation subscriptions and the
 * project rooms after every reconnect. React code uses it through `RealtimeProvider` and the
 * hooks (`@/hooks/realtime`).
 */
export class RealtimeConnection {
  private readonly url: string;
  private readonly createSocket: (url: string) => RealtimeSocket;
  private readonly timers: RealtimeTimers;

  private socket: RealtimeSocket | null = null;
  private current: RealtimeStatus = 'idle';
  /** Reconnect attempts since the last successful auth. */
  private attempts = 0;
  /** Whether this connection was ever open: the next open is a resume. */
  private hasBeenOpen = false;
  private pingTimer: unknown = null;
  private pongTimer: unknown = null;
  private authTimer: unknown = null;
  private retryTimer: unknown = null;

  /** Conversation id → how many holders want it (two screens may watch one conversation). */
  private readonly conversations = new Map<string, number>();
  /** Conversation id → what to call each time the server confirms the subscription. */
  private readonly liveListeners = new Map<string, Set<() => void>>();
  /** Conversations the server confirmed on the current socket. */
  private readonly live = new Set<string>();
  private readonly frameListeners = new Map<ServerFrameType, Set<(frame: ServerFrame) => void>>();
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();
  private readonly resumedListeners = new Set<() => void>();
  /** The project rooms this tab is in; their frames go out only while the connection is open. */
  private readonly rooms = new ProjectRooms((frame) => this.current === 'open' && this.write(frame));

  constructor(options: RealtimeConnectionOptions = {}) {
    this.url = options.url ?? realtimeUrl();
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url));
    this.timers = options.timers ?? globalTimers;
  }

  get status(): RealtimeStatus {
    return this.current;
  }

  /** Starts (or, after `failed`, `unauthorized` or `disconnect()`, restarts) with a fresh attempt count. */
  connect(): void {
    if (this.socket || this.current === 'reconnecting') return;
    this.attempts = 0;
    this.openSocket();
  }

  /** Closes on purpose: no reconnect. Subscriptions are kept for a later `connect()`. */
  disconnect(): void {
    this.teardown();
    this.attempts = 0;
    this.setStatus('idle');
  }

  /** Sends when authenticated; otherwise drops the frame and returns false (SPEC.md §7). */
  send(frame: RealtimeOutgoingFrame): boolean {
    return this.current === 'open' && this.write(frame);
  }

  /**
   * Subscribes to a conversation's frames now and after every reconnect; call the result to
   * release. `onLive` runs each time the server confirms the subscription (the first time, and
   * after every reconnect; at once if it already stands): from then on no message can be missed,
   * so that is when to fetch whatever came before it.
   */
  subscribeConversation(conversationId: string, onLive?: () => void): () => void {
    const holders = this.conversations.get(conversationId) ?? 0;
    this.conversations.set(conversationId, holders + 1);
    if (onLive) {
      let listeners = this.liveListeners.get(conversationId);
      if (!listeners) {
        listeners = new Set();
        this.liveListeners.set(conversationId, listeners);
      }
      listeners.add(onLive);
      if (this.live.has(conversationId)) queueMicrotask(() => listeners.has(onLive) && runIsolated(onLive));
    }
    if (holders === 0 && this.current === 'open') this.write({ type: 'subscribe', conversationId });
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (onLive) this.liveListeners.get(conversationId)?.delete(onLive);
      const left = (this.conversations.get(conversationId) ?? 1) - 1;
      if (left > 0) {
        this.conversations.set(conversationId, left);
        return;
      }
      this.conversations.delete(conversationId);
      this.liveListeners.delete(conversationId);
      this.live.delete(conversationId);
      if (this.current === 'open') this.write({ type: 'unsubscribe', conversationId });
    };
  }

  /**
   * Whether the server has confirmed this conversation's subscription since the socket last
   * opened. A `new_message` can come before the confirmation (every socket of a member hears it):
   * until then what was sent while the socket was away has not been fetched yet.
   */
  isConversationLive(conversationId: string): boolean {
    return this.live.has(conversationId);
  }

  /** The conversations currently held (for tests and diagnostics). */
  get subscriptions(): string[] {
    return [...this.conversations.keys()];
  }

  /**
   * Enters a project's room now and after every reconnect; call the result to leave. Held by
   * count like a conversation: the first holder joins, the last one leaves. `onJoined` runs each
   * time the server lets this tab in (the first time, after every reconnect; at once if it is in):
   * changes made while it was out were not heard, so that is when to read the project again.
   */
  joinRoom(projectId: string, onJoined?: () => void): () => void {
    return this.rooms.join(projectId, onJoined);
  }

  /** What this tab is doing in a room (null: just looking), told to the room now and after every rejoin. */
  setRoomActivity(projectId: string, activity: RoomActivity | null): void {
    this.rooms.setActivity(projectId, activity);
  }

  /** Whether this tab is in the room, and who is there, as the server last said. */
  room(projectId: string): RoomState {
    return this.rooms.state(projectId);
  }

  /** Hears each change of `room(projectId)`. */
  onRoom(projectId: string, listener: (state: RoomState) => void): () => void {
    return this.rooms.onState(projectId, listener);
  }

  /** The rooms currently held (for tests and diagnostics). */
  get heldRooms(): string[] {
    return this.rooms.held;
  }

  on<T extends ServerFrameType>(type: T, listener: (frame: ServerFrameOf<T>) => void): () => void {
    let listeners = this.frameListeners.get(type);
    if (!listeners) {
      listeners = new Set();
      this.frameListeners.set(type, listeners);
    }
    const entry = listener as (frame: ServerFrame) => void;
    listeners.add(entry);
    return () => {
      listeners.delete(entry);
    };
  }

  onStatus(listener: (status: RealtimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  }

  /** After a reconnect (not the first open): what was sent meanwhile must be fetched. */
  onResumed(listener: () => void): () => void {
    this.resumedListeners.add(listener);
    return () => {
      this.resumedListeners.delete(listener);
    };
  }

  // ---- the socket ---------------------------------------------------------------------------

  private openSocket() {
    this.retryTimer = null;
    this.setStatus('connecting');
    let socket: RealtimeSocket;
    try {
      socket = this.createSocket(this.url);
    } catch {
      // e.g. a blocked URL: treated like a connection that closed at once.
      this.lost();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.setStatus('authenticating');
      this.write({ type: 'auth' });
      this.authTimer = this.timers.setTimeout(() => this.drop(), AUTH_TIMEOUT_MS);
    };
    socket.onmessage = (event) => this.receive(event.data);
    // A failed socket always reports `close` after `error`: reconnecting is decided there.
    socket.onerror = null;
    socket.onclose = () => this.lost();
  }

  private receive(data: unknown) {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = ServerFrame.safeParse(json);
    if (!parsed.success) return;
    const frame = parsed.data;

    let resumed = false;
    if (frame.type === 'auth_success') {
      this.clearTimer('authTimer');
      this.attempts = 0;
      this.setStatus('open');
      this.startHeartbeat();
      for (const conversationId of this.conversations.keys())
        this.write({ type: 'subscribe', conversationId });
      this.rooms.opened();
      resumed = this.hasBeenOpen;
      this.hasBeenOpen = true;
    } else if (frame.type === 'auth_failure') {
      // SPEC.md §8: the session was refused; asking again would be refused again.
      this.teardown();
      this.setStatus('unauthorized');
    } else if (frame.type === 'pong') {
      this.clearTimer('pongTimer');
    } else if (frame.type === 'subscribe_ack') {
      const { conversationId } = frame;
      if (frame.status !== 'ok') this.live.delete(conversationId);
      else if (this.conversations.has(conversationId)) {
        this.live.add(conversationId);
        for (const listener of [...(this.liveListeners.get(conversationId) ?? [])]) runIsolated(listener);
      }
    } else if (
      frame.type === 'room_joined' ||
      frame.type === 'room_presence' ||
      frame.type === 'room_refused' ||
      frame.type === 'room_closed'
    ) {
      this.rooms.receive(frame);
    }

    for (const listener of [...(this.frameListeners.get(frame.type) ?? [])])
      runIsolated(() => listener(frame));
    if (resumed) for (const listener of [...this.resumedListeners]) runIsolated(listener);
  }

  private startHeartbeat() {
    this.pingTimer = this.timers.setInterval(() => {
      if (!this.write({ type: 'ping' })) return;
      if (this.pongTimer === null)
        this.pongTimer = this.timers.setTimeout(() => this.drop(), PONG_TIMEOUT_MS);
    }, PING_INTERVAL_MS);
  }

  /**
   * The server stopped answering: close without waiting for a closing handshake that may never
   * come (a dead network can hold `close` for minutes), and go on as if the socket had closed.
   */
  private drop() {
    this.teardown(4000, 'No answer from the server');
    this.lost();
  }

  /** A close we did not ask for: retry with back-off, or give up. */
  private lost() {
    this.teardown();
    if (this.attempts >= MAX_RECONNECT_ATTEMPTS) {
      this.setStatus('failed');
      return;
    }
    this.attempts += 1;
    this.setStatus('reconnecting');
    this.retryTimer = this.timers.setTimeout(() => this.openSocket(), reconnectDelay(this.attempts));
  }

  /** Stops every timer and lets go of the socket without hearing from it again. */
  private teardown(code = 1000, reason?: string) {
    this.live.clear();
    this.rooms.lost();
    this.clearTimer('pingTimer');
    this.clearTimer('pongTimer');
    this.clearTimer('authTimer');
    this.clearTimer('retryTimer');
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    if (socket.readyState === OPEN || socket.readyState === CONNECTING) socket.close(code, reason);
  }

  private clearTimer(name: 'pingTimer' | 'pongTimer' | 'authTimer' | 'retryTimer') {
    const handle = this[name];
    if (handle === null) return;
    if (name === 'pingTimer') this.timers.clearInterval(handle);
    else this.timers.clearTimeout(handle);
    this[name] = null;
  }

  private write(frame: ClientFrame): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private setStatus(status: RealtimeStatus) {
    if (status === this.current) return;
    this.current = status;
    for (const listener of [...this.statusListeners]) runIsolated(() => listener(status));
  }
}
