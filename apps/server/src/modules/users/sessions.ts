import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import type { CacheSync } from '../realtime/cache-sync';
import type { UserRecord } from './presenter';
import { sessionsRepository } from './repository';
import { SessionCache } from './session-cache';

export const SESSION_COOKIE = 'ct_session';
const DAY_MS = 86_400_000;
export const SESSION_TTL_MS = 30 * DAY_MS;
/**
 * Sliding expiry without a write on every request: the expiry moves forward only once less than
 * 29 days remain, i.e. at most once a day per session, so GET /api/user/me stays a single read.
 */
export const SESSION_REFRESH_BELOW_MS = 29 * DAY_MS;
// 32 random bytes in base64url: exactly 43 characters of this alphabet.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * How finely `users.last_active_at` follows a user: at most one write per user per step (per
 * process; the update's own condition keeps several processes to about one too).
 */
export const LAST_ACTIVE_STEP_MS = 5 * 60_000;
/** Users remembered as recently marked active; past this many the memory starts over. */
const LAST_ACTIVE_MEMORY = 50_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Session {
  user: UserRecord;
  tokenHash: string;
}

/** Sessions that ended: one (`tokenHash`, a sign-out) or all of a user's but one (`exceptTokenHash`). */
export interface SessionsEnded {
  userId: string;
  tokenHash?: string;
  exceptTokenHash?: string;
}

export interface SessionsServiceOptions {
  cacheTtlMs?: number;
  /** Other processes' memories: told of every ended session and profile change (cache-sync.ts). */
  sync?: CacheSync;
}

export function sessionsService(db: Executor, { cacheTtlMs = 0, sync }: SessionsServiceOptions = {}) {
  const repo = sessionsRepository(db);
  const cache = new SessionCache(cacheTtlMs);
  const endedListeners = new Set<(ended: SessionsEnded) => void>();

  /** Drops what ended from memory and tells the listeners (the socket gateway closes its sockets). */
  function applyEnded(ended: SessionsEnded): void {
    if (ended.tokenHash !== undefined) cache.forget(ended.tokenHash);
    else cache.forgetUser(ended.userId, ended.exceptTokenHash);
    for (const listener of endedListeners) listener(ended);
  }

  function ended(change: SessionsEnded): void {
    applyEnded(change);
    sync?.publish({ what: 'sessions_ended', ...change });
  }

  sync?.onRemote((change) => {
    if (change.what === 'sessions_ended') applyEnded(change);
    // Their cached sessions hold the old profile: read it again on the next request.
    else if (change.what === 'user') cache.forgetUser(change.userId);
  });
  const markedActive = new Map<string, number>();

  async function markActive(userId: string): Promise<void> {
    const now = Date.now();
    const last = markedActive.get(userId);
    if (last !== undefined && now - last < LAST_ACTIVE_STEP_MS) return;
    if (markedActive.size >= LAST_ACTIVE_MEMORY) markedActive.clear();
    markedActive.set(userId, now);
    await repo.touchUser(userId, LAST_ACTIVE_STEP_MS);
  }

  return {
    /** A new session (every sign-in makes one); returns the token for the cookie — never stored. */
    async start(userId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await repo.insert(hashToken(token), userId, new Date(Date.now() + SESSION_TTL_MS));
      await markActive(userId);
      return token;
    },

    /** The session a cookie token names, or null; `refreshed` says the expiry moved (re-send the cookie). */
    async resume(token: string | undefined): Promise<(Session & { refreshed: boolean }) | null> {
      if (!token || !TOKEN_SHAPE.test(token)) return null;
      const tokenHash = hashToken(token);
      const found = cache.get(tokenHash) ?? (await repo.findWithUser(tokenHash));
      if (!found) return null;
      const refreshed = found.expiresAt.getTime() - Date.now() < SESSION_REFRESH_BELOW_MS;
      const expiresAt = refreshed ? new Date(Date.now() + SESSION_TTL_MS) : found.expiresAt;
      if (refreshed) await repo.extend(tokenHash, expiresAt);
      cache.set(tokenHash, { user: found.user, expiresAt });
      await markActive(found.user.id);
      return { user: found.user, tokenHash, refreshed };
    },

    async end(tokenHash: string): Promise<void> {
      cache.forget(tokenHash);
      const userId = await repo.delete(tokenHash);
      if (userId) ended({ userId, tokenHash });
    },
    async endOthers(userId: string, keepTokenHash: string): Promise<void> {
      cache.forgetUser(userId, keepTokenHash);
      await repo.deleteOthers(userId, keepTokenHash);
      ended({ userId, exceptTokenHash: keepTokenHash });
    },
    /** After a change made outside this service (in a transaction of another): drop what it ended. */
    forgetOthers: (userId: string, keepTokenHash: string) =>
      ended({ userId, exceptTokenHash: keepTokenHash }),
    /** A user's profile changed: their cached sessions carry the new one. */
    userChanged(user: UserRecord): void {
      cache.updateUser(user);
      sync?.publish({ what: 'user', userId: user.id });
    },
    /** Sessions that ended, here or (with Redis) on another process. */
    onEnded(listener: (ended: SessionsEnded) => void): () => void {
      endedListeners.add(listener);
      return () => void endedListeners.delete(listener);
    },
    sweepExpired: () => repo.deleteExpired(),
  };
}

export type SessionsService = ReturnType<typeof sessionsService>;

/** Secure when configured, or when this request reached us over HTTPS (x-forwarded-proto with TRUST_PROXY). */
function cookieOptions(request: FastifyRequest, cookieSecure: boolean) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: cookieSecure || request.protocol === 'https',
  };
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  cookieSecure: boolean,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(request, cookieSecure),
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, cookieSecure: boolean) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request, cookieSecure));
}
