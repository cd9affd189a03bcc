import type { UserRecord } from './repository';

export interface CachedSession {
  user: UserRecord;
  expiresAt: Date;
}

/**
 * Sessions looked up in the last few seconds, so that the requests of one page load cost one query
 * between them instead of one each. Every change this process makes (sign-out, password change,
 * profile edit) updates or drops its entries at once; a change made by another server process is
 * seen here at most `ttlMs` later. A ttl of 0 turns the cache off.
 */
export class SessionCache {
  readonly #entries = new Map<string, { session: CachedSession; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, now = Date.now()): CachedSession | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= now || entry.session.expiresAt.getTime() <= now) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry.session;
  }

  set(tokenHash: string, session: CachedSession, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    this.#entries.delete(tokenHash);
    // Maps iterate in insertion order: the first key is the oldest entry.
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(tokenHash, { session, until: now + this.ttlMs });
  }

  forget(tokenHash: string): void {
    this.#entries.delete(tokenHash);
  }

  /** Drops every cached session of a user, but `keepTokenHash`. */
  forgetUser(userId: string, keepTokenHash?: string): void {
    for (const [tokenHash, { session }] of this.#entries) {
      if (session.user.id === userId && tokenHash !== keepTokenHash) this.#entries.delete(tokenHash);
    }
  }

  /** Puts a user's new profile into their cached sessions. */
  updateUser(user: UserRecord): void {
    for (const entry of this.#entries.values()) {
      if (entry.session.user.id === user.id) entry.session = { ...entry.session, user };
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
