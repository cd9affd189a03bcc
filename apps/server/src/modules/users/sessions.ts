import type { ActiveSession } from '@create-together/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import type { DomainEvents } from '../../events/domain-events';
import { type Reactions, withEvents } from '../../events/outbox';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { hashToken, newToken } from '../../lib/tokens';
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
export { hashToken };

export interface Session {
  user: UserRecord;
  tokenHash: string;
}

/** Sessions that ended (the `SessionEnded` event says which). */
export type SessionsEnded = DomainEvents['SessionEnded'];

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
  /** Where `SessionEnded` and `UserUpdated` go: every process hears them (subscribers.ts). */
  events: Reactions;
  cacheTtlMs?: number;
}

export function sessionsService(db: Executor, { events, cacheTtlMs = 0 }: SessionsServiceOptions) {
  const repo = sessionsRepository(db);
  const cache = new SessionCache(cacheTtlMs);

  /** Drops ended sessions from this process's memory. */
  function forgetEnded(ended: SessionsEnded): void {
    if (ended.tokenHash !== undefined) cache.forget(ended.tokenHash);
    else cache.forgetUser(ended.userId, ended.exceptTokenHash);
  }

  /**
   * Ends sessions: `remove` deletes their rows and says which ended (null: none). This process
   * forgets them at once, before and after, so no request here finds them once this returns; the
   * `SessionEnded` event takes the news to every process's memory and sockets.
   */
  async function end(remove: () => Promise<SessionsEnded | null>, before?: SessionsEnded) {
    if (before) forgetEnded(before);
    return withEvents(db, events, async (outbox) => {
      const ended = await remove();
      if (ended) {
        forgetEnded(ended);
        outbox.emit('SessionEnded', ended);
      }
      return ended;
    });
  }
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
      const token = newToken();
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
      await end(async () => {
        const userId = await repo.delete(tokenHash);
        return userId ? { userId, tokenHash } : null;
      });
    },
    async endOthers(userId: string, keepTokenHash: string): Promise<void> {
      const others = { userId, exceptTokenHash: keepTokenHash };
      await end(async () => {
        await repo.deleteOthers(userId, keepTokenHash);
        return others;
      }, others);
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
      const ended = await end(async () => {
        const tokenHash = isUuid(sessionId)
          ? await repo.deleteById(userId, sessionId.toLowerCase())
          : undefined;
        return tokenHash === undefined ? null : { userId, tokenHash };
      });
      if (!ended) throw notFound(SESSION_NOT_FOUND, 'SESSION_NOT_FOUND');
      return { current: ended.tokenHash === currentTokenHash };
    },
    /** The user's unexpired sessions, most recently used first; the caller's own is in use right now. */
    async list(userId: string, currentTokenHash: string): Promise<ActiveSession[]> {
      const rows = await repo.listLive(userId, currentTokenHash, SESSIONS_LIST_MAX);
      const now = new Date();
      return rows
        .map((row) => presentSession(row.current ? { ...row, lastSeenAt: now } : row))
        .sort((a, b) => b.lastSeenAt - a.lastSeenAt);
    },
    /**
     * Sessions that ended in another service's transaction (a password change, a deleted account),
     * which emitted `SessionEnded` with them: this process drops them at once; the event's
     * subscribers do it everywhere.
     */
    forgetEnded,
    /** A user's profile changed: their cached sessions here carry the new one, and other processes drop theirs. */
    async userChanged(user: UserRecord): Promise<void> {
      cache.updateUser(user);
      await withEvents(db, events, async (outbox) => outbox.emit('UserUpdated', { userId: user.id }));
    },
    /** The user's cached sessions are read again on their next request (their profile changed elsewhere). */
    forgetUser: (userId: string) => cache.forgetUser(userId),
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
