import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import { fastifyCookie } from '@fastify/cookie';
import { isAllowedOrigin, originOf } from '../../lib/origins';
import { SESSION_COOKIE } from '../users/sessions';
import { SOCKET_PATH } from './constants';

export interface UpgradeOptions {
  /** Allowed browser origins; null means the origin the request was addressed to (security.ts). */
  appOrigins: string[] | null;
  trustProxy: boolean | number | string;
}

export type UpgradeDecision =
  | { ok: true; token: string | undefined }
  | { ok: false; status: number; message: string };

/**
 * What is decided before a socket exists: the path, the `Origin` (a page on another site must not
 * open a socket with our user's cookie), and the session token to try at the `auth` frame. No
 * Origin at all is allowed, as for HTTP (security.ts): browsers always send one on a WebSocket.
 */
export function upgradeChecker({ appOrigins, trustProxy }: UpgradeOptions) {
  const allowed = appOrigins ? new Set(appOrigins) : null;
  // Fastify trusts X-Forwarded-* per hop or address; here any TRUST_PROXY trusts them. That is as
  // safe: a browser cannot set those headers on a WebSocket handshake, and a client that can set
  // headers can send any Origin it likes anyway.
  const trustForwarded = trustProxy !== false && trustProxy !== 0;
  return (request: IncomingMessage): UpgradeDecision => {
    if (pathOf(request.url) !== SOCKET_PATH) return { ok: false, status: 404, message: 'Not found.' };
    const origin = request.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin, allowed, () => ownOrigin(request, trustForwarded))) {
      return { ok: false, status: 403, message: 'Connections from other sites are not allowed.' };
    }
    return { ok: true, token: sessionToken(request.headers.cookie) };
  };
}

const pathOf = (url: string | undefined) => (url ?? '').split('?', 1)[0];

/** The last value of a possibly repeated, comma-joined forwarding header (the nearest proxy's). */
function lastEntry(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.at(-1) : header;
  return value?.split(',').at(-1)?.trim() || undefined;
}

/** The scheme and host this request was addressed to, as Fastify's request.protocol and host. */
function ownOrigin(request: IncomingMessage, trustForwarded: boolean): string | null {
  const encrypted = (request.socket as TLSSocket).encrypted === true;
  const protocol =
    (trustForwarded && lastEntry(request.headers['x-forwarded-proto'])) || (encrypted ? 'https' : 'http');
  const host = (trustForwarded && lastEntry(request.headers['x-forwarded-host'])) || request.headers.host;
  return host ? originOf(`${protocol}://${host}`) : null;
}

function sessionToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  try {
    return fastifyCookie.parse(cookieHeader)[SESSION_COOKIE];
  } catch {
    return undefined;
  }
}

/** Answers a refused upgrade in plain HTTP and drops the connection (as ws's own refusals do). */
export function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.once('finish', socket.destroy);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`,
  );
}
