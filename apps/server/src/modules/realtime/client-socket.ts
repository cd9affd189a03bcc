import type { ClientFrame, ServerFrame } from '@create-together/contract';
import { WebSocket } from 'ws';

/**
 * One browser tab's socket with the little state the gateway keeps for it, held as plain fields on
 * the ws object itself (WebSocketServer's `WebSocket` option builds these): no wrapper object, no
 * closures per socket, so an idle authenticated socket costs little more than a bare ws one.
 */
export class ClientSocket extends WebSocket {
  /** The session token from the upgrade's Cookie header, until the `auth` frame has used it. */
  token: string | undefined = undefined;
  /** Set by a successful `auth`; null before. */
  userId: string | null = null;
  /** The session it signed in with: ending that session closes the socket. */
  tokenHash: string | null = null;
  username = '';
  /** The user's avatar when signed in, for the room lists. */
  avatarUrl: string | null = null;
  /** Conversations (lower-cased ids) this socket is subscribed to; null until the first. */
  conversations: Set<string> | null = null;
  /** Project rooms (lower-cased ids) this socket is in; null until the first. */
  rooms: Set<string> | null = null;
  /** Answered the last heartbeat ping, or sent a frame, since the previous heartbeat. */
  isAlive = true;
  /** Unauthenticated at one heartbeat already: at the next it is closed. */
  authOverdue = false;
  /**
   * Frames waiting while an earlier one is handled, so each socket's frames take effect in the
   * order sent (a quick subscribe → unsubscribe must not end subscribed). Null when idle.
   */
  inbox: ClientFrame[] | null = null;
}

/** A socket past `auth`. */
export type AuthedSocket = ClientSocket & { userId: string };

// ws copies the options for every send; one shared object avoids making another.
const TEXT = { binary: false } as const;

/** Sends one frame to one socket, if it is still open. */
export function sendFrame(socket: ClientSocket, frame: ServerFrame): void {
  if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
}

/** Sends an already serialized frame (as text) to one socket, if it is still open. */
export function sendSerialized(socket: ClientSocket, data: Buffer): void {
  if (socket.readyState === WebSocket.OPEN) socket.send(data, TEXT);
}

/** How frames reach sockets, for the gateway and for the modules that send through it. */
export interface SocketIo {
  send(socket: ClientSocket, frame: ServerFrame): void;
  /** A frame serialized once, to send to many sockets. */
  serialize(frame: ServerFrame): Buffer;
  sendSerialized(socket: ClientSocket, data: Buffer): void;
  isOpen(socket: ClientSocket): boolean;
}

/** Sending frames; `check` holds every frame to the contract first (tests, as config.checkAnswers does for HTTP). */
export function socketIo(check: (frame: ServerFrame) => ServerFrame = (frame) => frame): SocketIo {
  return {
    send: (socket, frame) => sendFrame(socket, check(frame)),
    serialize: (frame) => Buffer.from(JSON.stringify(check(frame))),
    sendSerialized,
    isOpen: (socket) => socket.readyState === WebSocket.OPEN,
  };
}
