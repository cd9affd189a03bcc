import { and, asc, desc, eq, getTableColumns, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type SessionRow, sessions, type UserRow, users } from '../../db/schema';
import { notBlockedBy, type Relation, relationColumns } from '../../policies/relations';

/** A user row without its password hash (nor the activity bookkeeping): what queries hand to the rest of the module. */
export type UserRecord = Omit<UserRow, 'passwordHash' | 'lastActiveAt'>;

const { passwordHash: _hash, lastActiveAt: _lastActive, ...columns } = getTableColumns(users);
/** The columns of a UserRecord (never the password hash). */
export const userColumns = columns;

/** A Postgres unique violation's constraint name, if that is what `err` is (drizzle wraps driver errors). */
function uniqueViolation(err: unknown): string | null {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return null;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A user row with where the viewer stands with them (friends/access.ts). */
export type UserWithRelation = UserRecord & Relation;

export type NewUser = Pick<UserRow, 'username' | 'email' | 'passwordHash' | 'fullName'>;
export type NewSession = Pick<SessionRow, 'tokenHash' | 'userId' | 'expiresAt' | 'userAgent' | 'ip'>;
/** A row of the sessions list: no token hash, only whether it is the caller's. */
export type SessionListRow = Pick<SessionRow, 'id' | 'userAgent' | 'ip' | 'createdAt' | 'lastSeenAt'> & {
  current: boolean;
};
export type ProfilePatch = Partial<Pick<UserRow, 'fullName' | 'bio' | 'avatarUrl' | 'skills' | 'interests'>>;

/** Three letters or digits in a row give a trigram, so a trigram index can find `%q%`. */
const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u;

export function usersRepository(db: Executor) {
  /**
   * Users whose username or full name contains `q` (any case; the trigram indexes answer it), or,
   * for a `q` too short for a trigram, starts with it (the text_pattern_ops indexes); never the viewer
   * nor anyone who blocked them. The exact username first, then names that start with `q`, then the
   * closest to a whole word of either (so "nova" ranks "Nova Lee" above "Casanova"), then by username.
   */
  function searchQuery(viewerId: string, q: string, max: number) {
    const lowered = q.toLowerCase();
    const prefix = `${escapeLike(lowered)}%`;
    const pattern = HAS_TRIGRAM.test(lowered) ? `%${prefix}` : prefix;
    const username = sql`lower(${users.username})`;
    const fullName = sql`lower(${users.fullName})`;
    const matches =
      pattern === prefix
        ? or(sql`${username} like ${prefix}`, sql`${fullName} like ${prefix}`)
        : or(sql`${users.username} ilike ${pattern}`, sql`${users.fullName} ilike ${pattern}`);
    return db
      .select({ ...userColumns, ...relationColumns(viewerId) })
      .from(users)
      .where(and(matches, ne(users.id, viewerId), notBlockedBy(viewerId)))
      .orderBy(
        desc(sql`${username} = ${lowered}`),
        desc(sql`(${username} like ${prefix} or ${fullName} like ${prefix})`),
        desc(
          sql`greatest(strict_word_similarity(${lowered}, ${users.username}), strict_word_similarity(${lowered}, ${users.fullName}))`,
        ),
        asc(username),
      )
      .limit(max);
  }

  return {
    /** By username, or by email when the identifier holds an '@' (usernames cannot); any case. */
    async findByIdentifier(identifier: string): Promise<UserRow | undefined> {
      const column = identifier.includes('@') ? users.email : users.username;
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${column}) = lower(${identifier})`)
        .limit(1);
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Anyone but someone who blocked the viewer, with the relation to the viewer. */
    async findVisible(viewerId: string, id: string): Promise<UserWithRelation | undefined> {
      const [row] = await db
        .select({ ...userColumns, ...relationColumns(viewerId) })
        .from(users)
        .where(and(eq(users.id, id), notBlockedBy(viewerId)))
        .limit(1);
      return row;
    },

    /** Users matching `q` (searchQuery), at most `max`. */
    async search(viewerId: string, q: string, max: number): Promise<UserWithRelation[]> {
      return searchQuery(viewerId, q, max);
    },

    /** The search unrun (tests EXPLAIN it). */
    searchQuery,

    /** The unique indexes decide duplicates, so two racing registrations cannot both succeed. */
    async insert(values: NewUser): Promise<{ user: UserRecord } | { taken: 'username' | 'email' }> {
      try {
        const [user] = await db.insert(users).values(values).returning(userColumns);
        if (!user) throw new Error('INSERT … RETURNING gave no row');
        return { user };
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === 'users_username_lower_key') return { taken: 'username' };
        if (constraint === 'users_email_lower_key') return { taken: 'email' };
        throw err;
      }
    },

    async updateProfile(id: string, patch: ProfilePatch): Promise<UserRecord | undefined> {
      const [user] = await db
        .update(users)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning(userColumns);
      return user;
    },

    async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id));
    },
  };
}

const prepareFindWithUser = (db: Executor) =>
  db
    .select({ user: userColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_with_user');

export function sessionsRepository(db: Executor) {
  let findWithUserQuery: ReturnType<typeof prepareFindWithUser> | undefined;
  return {
    async insert(values: NewSession): Promise<void> {
      await db.insert(sessions).values(values);
    },

    /**
     * The live session with this hash and its user, in one query: the cost of every signed-in request,
     * so it is a named prepared statement (built once here, parsed and planned once per connection).
     */
    async findWithUser(tokenHash: string): Promise<{ user: UserRecord; expiresAt: Date } | undefined> {
      findWithUserQuery ??= prepareFindWithUser(db);
      const [row] = await findWithUserQuery.execute({ tokenHash });
      return row;
    },

    async extend(tokenHash: string, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Marks the user active now, unless that was already done less than `stepMs` ago (by any process). */
    async touchUser(userId: string, stepMs: number): Promise<void> {
      await db
        .update(users)
        .set({ lastActiveAt: sql`now()` })
        .where(
          and(
            eq(users.id, userId),
            or(
              sql`${users.lastActiveAt} is null`,
              sql`${users.lastActiveAt} < now() - make_interval(secs => ${stepMs / 1000})`,
            ),
          ),
        );
    },

    /** Marks the session used now, unless that was already done less than `stepMs` ago (by any process). */
    async touchSession(tokenHash: string, stepMs: number): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            sql`${sessions.lastSeenAt} < now() - make_interval(secs => ${stepMs / 1000})`,
          ),
        );
    },

    /**
     * The user's unexpired sessions, most recently used first. Whether a row is the caller's is
     * decided here, so no token hash ever leaves this query.
     */
    async listLive(userId: string, currentTokenHash: string, max: number): Promise<SessionListRow[]> {
      return db
        .select({
          id: sessions.id,
          current: sql<boolean>`${sessions.tokenHash} = ${currentTokenHash}`,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt), desc(sessions.id))
        .limit(max);
    },

    /** Deletes a session of this user's by its handle; its token hash, or undefined when there was none. */
    async deleteById(userId: string, id: string): Promise<string | undefined> {
      const [row] = await db
        .delete(sessions)
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
        .returning({ tokenHash: sessions.tokenHash });
      return row?.tokenHash;
    },

    /** The user whose session it was, or undefined when there was none. */
    async delete(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .delete(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .returning({ userId: sessions.userId });
      return row?.userId;
    },

    /** Every session of the user (a password reset). */
    async deleteAll(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async deleteOthers(userId: string, keepTokenHash: string): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
    },

    async deleteExpired(): Promise<number> {
      const result = await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
      return result.rowCount ?? 0;
    },
  };
}
