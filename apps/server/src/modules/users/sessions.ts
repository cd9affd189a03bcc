import { hash, randomBytes } from 'node:crypto';
import type { ActiveSession } from '@create-together/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import type { CacheSync } from '../../events/cache-sync';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { presentSession } from './presenter';
import type { UserRecord } from './repository';
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
/** `sessions.last_seen_at` follows each session as finely, and is remembered for as many. */
export const LAST_SEEN_STEP_MS = LAST_ACTIVE_STEP_MS;
const LAST_SEEN_MEMORY = 50_000;
/** Settings → Active sessions lists at most this many (a person has a handful). */
export const SESSIONS_LIST_MAX = 100;
export const SESSION_NOT_FOUND = 'Session not found.';

// Every signed-in request hashes its cookie: the one-shot hash() costs a third of a Hash object's.
export const hashToken = (token: string) => hash('sha256', token, 'hex');

export interface Session {
  user: UserRecord;
  tokenHash: string;
}

/**
 * Sessions that ended: one (`tokenHash`: a sign-out, or one ended from the sessions list), all of a
 * user's but one (`exceptTokenHash`: password change, "sign out other sessions"), or all of them
 * (neither: the account was deleted).
 */
export interface SessionsEnded {
  userId: string;
  tokenHash?: string;
  exceptTokenHash?: string;
}

/** Where a session was started from, shown in the sessions list. */
export interface SessionClient {
  /** The User-Agent header, trimmed (user-agent.ts `storedUserAgent`). */
  userAgent: string;
  ip: string;
}

/**
 * True when `key` was not marked in the last `stepMs` (and marks it now): what keeps a "last
 * used" column to one write per step. Past `max` keys the memory starts over (one extra write each).
 */
function stepMemory(stepMs: number, max: number): (key: string) => boolean {
  const marked = new Map<string, number>();
  return (key) => {
    const now = Date.now();
    const last = marked.get(key);
    if (last !== undefined && now - last < stepMs) return false;
    if (marked.size >= max) marked.clear();
    marked.set(key, now);
    return true;
  };
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
  const activeDue = stepMemory(LAST_ACTIVE_STEP_MS, LAST_ACTIVE_MEMORY);
  const seenDue = stepMemory(LAST_SEEN_STEP_MS, LAST_SEEN_MEMORY);

  async function markActive(userId: string): Promise<void> {
    if (activeDue(userId)) await repo.touchUser(userId, LAST_ACTIVE_STEP_MS);
  }

  async function markSeen(tokenHash: string): Promise<void> {
    if (seenDue(tokenHash)) await repo.touchSession(tokenHash, LAST_SEEN_STEP_MS);
  }

  return {
    /** A new session (every sign-in makes one); returns the token for the cookie — never stored. */
    async start(userId: string, client: SessionClient): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const tokenHash = hashToken(token);
      await repo.insert({ tokenHash, userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS), ...client });
      // Just stored as seen now: the first requests need not say it again.
      seenDue(tokenHash);
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
      await markSeen(tokenHash);
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
    /**
     * Settings → Active sessions: ends one session of the user's by its handle. 404 for an unknown
     * handle and for anyone else's alike, so nothing about other users' sessions shows.
     * `current`: it was `currentTokenHash`, the caller's own (the route then clears the cookie).
     */
    async endById(
      userId: string,
      sessionId: string,
      currentTokenHash: string,
    ): Promise<{ current: boolean }> {
      const tokenHash = isUuid(sessionId)
        ? await repo.deleteById(userId, sessionId.toLowerCase())
        : undefined;
      if (tokenHash === undefined) throw notFound(SESSION_NOT_FOUND, 'SESSION_NOT_FOUND');
      ended({ userId, tokenHash });
      return { current: tokenHash === currentTokenHash };
    },
    /** The user's unexpired sessions, most recently used first; the caller's own is in use right now. */
    async list(userId: string, currentTokenHash: string): Promise<ActiveSession[]> {
      const rows = await repo.listLive(userId, currentTokenHash, SESSIONS_LIST_MAX);
      const now = new Date();
      return rows
        .map((row) => presentSession(row.current ? { ...row, lastSeenAt: now } : row))
        .sort((a, b) => b.lastSeenAt - a.lastSeenAt);
    },
    /** After a change made outside this service (in a transaction of another): drop what it ended. */
    forgetOthers: (userId: string, keepTokenHash: string) =>
      ended({ userId, exceptTokenHash: keepTokenHash }),
    /** The account was deleted (its session rows with it): every session of it ends, everywhere. */
    forgetAll: (userId: string) => ended({ userId }),
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
