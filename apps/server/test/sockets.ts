import type { AddressInfo } from 'node:net';
import type { ServerFrame, ServerFrameOf, ServerFrameType } from '@create-together/contract';
import { afterEach, beforeAll } from 'vitest';
import { type ClientOptions, WebSocket } from 'ws';
import type { App } from '../src/app';
import type { TestContext } from './helper';

const WAIT_MS = 3_000;

/** Listens on a free loopback port before the file's tests (after useTestApp built the app). */
export function useListening(t: TestContext): void {
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
}

export function httpOrigin(app: App): string {
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface SocketOptions {
  cookie?: string;
  origin?: string;
  path?: string;
  /** false: the client ignores the server's pings (a dead peer, for the heartbeat). */
  autoPong?: boolean;
}

/** A test client: every frame received is kept until a test takes it with `next`. */
export class TestSocket {
  private readonly received: ServerFrame[] = [];
  private readonly waiters: { types: readonly ServerFrameType[]; resolve(frame: ServerFrame): void }[] = [];
  /** The close code and reason, once closed. */
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly ws: WebSocket) {
    ws.on('error', () => {}); // failures show as a rejected open or as `closed`
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as ServerFrame;
      const index = this.waiters.findIndex((w) => w.types.includes(frame.type));
      if (index >= 0) this.waiters.splice(index, 1)[0]?.resolve(frame);
      else this.received.push(frame);
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first not yet taken frame of this type, waiting for it if need be. */
  next<T extends ServerFrameType>(type: T, timeoutMs = WAIT_MS): Promise<ServerFrameOf<T>> {
    return this.nextOf([type], timeoutMs);
  }

  /** The first not yet taken frame of any of these types (one answer or another), waiting for it if need be. */
  nextOf<T extends ServerFrameType>(types: readonly T[], timeoutMs = WAIT_MS): Promise<ServerFrameOf<T>> {
    const index = this.received.findIndex((f) => (types as readonly ServerFrameType[]).includes(f.type));
    if (index >= 0) return Promise.resolve(this.received.splice(index, 1)[0] as ServerFrameOf<T>);
    return new Promise((resolve, reject) => {
      const waiter = {
        types,
        resolve: (frame: ServerFrame) => {
          clearTimeout(timer);
          resolve(frame as ServerFrameOf<T>);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(
          new Error(
            `no ${types.join(' or ')} frame within ${timeoutMs} ms; got ${JSON.stringify(this.received)}`,
          ),
        );
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** Frames received and not taken, by type (to show that something did not arrive). */
  pending(type?: ServerFrameType): ServerFrame[] {
    return type ? this.received.filter((f) => f.type === type) : [...this.received];
  }

  /** Sends a frame and waits for the first answer of this type. */
  async ask<T extends ServerFrameType>(frame: unknown, type: T): Promise<ServerFrameOf<T>> {
    this.send(frame);
    return this.next(type);
  }

  close(): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) {
      this.ws.terminate();
    }
  }
}

/** The HTTP status of a refused upgrade. */
export class UpgradeRefused extends Error {
  constructor(readonly status: number) {
    super(`upgrade refused: ${status}`);
  }
}

/**
 * Opens sockets to `t.app` and closes whatever a test left open after it. `open` resolves once the
 * socket is open (or rejects with UpgradeRefused); `signIn` also authenticates it.
 */
export function useSockets(t: TestContext) {
  const opened: TestSocket[] = [];
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.close();
  });

  function open(options: SocketOptions = {}, app: App = t.app): Promise<TestSocket> {
    const { port } = app.server.address() as AddressInfo;
    const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
    const clientOptions: ClientOptions = { headers, autoPong: options.autoPong ?? true };
    if (options.origin) clientOptions.origin = options.origin;
    const ws = new WebSocket(`ws://127.0.0.1:${port}${options.path ?? '/ws'}`, clientOptions);
    const socket = new TestSocket(ws);
    opened.push(socket);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('unexpected-response', (_request, response) => {
        reject(new UpgradeRefused(response.statusCode ?? 0));
        ws.terminate();
      });
      ws.once('error', reject);
    });
  }

  /** An open socket past `auth` for the user behind `cookie`. */
  async function signIn(cookie: string, app: App = t.app): Promise<TestSocket> {
    const socket = await open({ cookie }, app);
    await socket.ask({ type: 'auth' }, 'auth_success');
    return socket;
  }

  /** One signed-in socket per person, in order (a person listed twice gets two tabs). */
  function signInAll<T extends readonly { cookie: string }[]>(people: T) {
    return Promise.all(people.map((p) => signIn(p.cookie))) as Promise<{ [K in keyof T]: TestSocket }>;
  }

  return { open, signIn, signInAll };
}
