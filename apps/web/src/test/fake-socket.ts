import type { ClientFrame, ServerFrame } from '@create-together/contract';
import type { RealtimeSocket } from '@/lib/realtime';

/**
 * A WebSocket stand-in with no network: the test plays the server (`open`, `receive`,
 * `serverClose`) and reads what the client sent (`frames`).
 */
export class FakeSocket implements RealtimeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readyState: number = FakeSocket.CONNECTING;
  onopen: RealtimeSocket['onopen'] = null;
  onmessage: RealtimeSocket['onmessage'] = null;
  onclose: RealtimeSocket['onclose'] = null;
  onerror: RealtimeSocket['onerror'] = null;
  readonly sent: string[] = [];
  /** The code the client closed with, if it did. */
  closedWith: number | undefined;

  constructor(readonly url: string) {}

  /** What the client sent, parsed. */
  get frames(): ClientFrame[] {
    return this.sent.map((text) => JSON.parse(text) as ClientFrame);
  }

  /** The types of what the client sent, in order. */
  get types(): string[] {
    return this.frames.map((frame) => frame.type);
  }

  send(data: string) {
    if (this.readyState !== FakeSocket.OPEN) throw new Error('InvalidStateError: the socket is not open');
    this.sent.push(data);
  }

  close(code = 1000) {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.closedWith = code;
    this.finish(code);
  }

  // ---- the server's side ----

  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.call(this as unknown as WebSocket, new Event('open'));
  }

  /** A frame from the server (an object is sent as JSON; a string as is, to test garbage). */
  receive(frame: ServerFrame | Record<string, unknown> | string) {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.call(this as unknown as WebSocket, new MessageEvent('message', { data }));
  }

  /** Opens and answers `auth` with `auth_success`. */
  accept(userId = 'u1') {
    this.open();
    this.receive({ type: 'auth_success', userId });
  }

  /** Confirms every conversation subscription the client has asked for on this socket. */
  confirmSubscriptions() {
    for (const frame of this.frames)
      if (frame.type === 'subscribe')
        this.receive({ type: 'subscribe_ack', conversationId: frame.conversationId, status: 'ok' });
  }

  /** The server (or the network) closes the socket. */
  serverClose(code = 1006) {
    this.onerror?.call(this as unknown as WebSocket, new Event('error'));
    this.finish(code);
  }

  private finish(code: number) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.call(this as unknown as WebSocket, new CloseEvent('close', { code }));
  }
}

/** A `createSocket` that records every socket made; `latest` is the one in use. */
export function fakeSocketFactory() {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    createSocket: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    get latest(): FakeSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('No socket was made.');
      return socket;
    },
  };
}
