// Whose request is this: the origin rules the HTTP routes (plugins/security.ts) and the socket's
// upgrade (modules/realtime/upgrade.ts) share.

import type { FastifyRequest } from 'fastify';

/** The origin a request was addressed to (its scheme and Host, through a trusted proxy's headers). */
export const requestOrigin = (request: FastifyRequest) => originOf(`${request.protocol}://${request.host}`);

/**
 * Where links we mail point: the first APP_ORIGIN, or else the origin the request came to (a
 * server behind a proxy without APP_ORIGIN should trust that proxy, or links name its inner address).
 */
export const linkOrigin = (appOrigins: readonly string[] | null, request: FastifyRequest) =>
  appOrigins?.[0] ?? requestOrigin(request) ?? 'http://localhost';

export function originOf(value: string): string | null {
  try {
    return new URL(value).origin; // drops default ports, lower-cases the host; "null" throws
  } catch {
    return null;
  }
}

/**
 * Whether a browser's `Origin` is ours: one of `allowed`, or, when that is null, the origin the
 * request was addressed to. Shared with the socket gateway's upgrade check.
 */
export function isAllowedOrigin(
  origin: string,
  allowed: ReadonlySet<string> | null,
  ownOrigin: () => string | null,
): boolean {
  const normalized = originOf(origin);
  return normalized !== null && (allowed ? allowed.has(normalized) : normalized === ownOrigin());
}
