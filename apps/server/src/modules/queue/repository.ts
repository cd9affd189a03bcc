import type { EnterQueueBody } from '@create-together/contract';
import { and, asc, between, desc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  projects,
  type QueueEntryRow,
  type QueueSessionRow,
  queueEntries,
  queueSessions,
  users,
} from '../../db/schema';
import { visibleProjects } from '../../policies/projects';
import { type ProjectRecord, projectFields } from '../projects/repository';
import type { Waiter } from './team';

/** What makes two entries candidates for one team, but for their tempo (README.md "Compatible"). */
export interface Bucket {
  teamSize: number;
  duration: string;
  style: string;
  key: string;
}

export type NewSession = Omit<QueueSessionRow, 'id'>;

/** A session of the user's, with its project's row. */
export interface SessionRecord extends ProjectRecord {
  session: QueueSessionRow;
}

const waiting = eq(queueEntries.state, 'waiting');

const inBucket = (bucket: Bucket): SQL | undefined =>
  and(
    eq(queueEntries.teamSize, bucket.teamSize),
    eq(queueEntries.duration, bucket.duration),
    eq(queueEntries.style, bucket.style),
    eq(queueEntries.key, bucket.key),
  );

/** Waiting in the entry's bucket, tempo within `tolerance` of its own, not the entry itself. */
const compatibleWith = (entry: QueueEntryRow, tolerance: number): SQL | undefined =>
  and(
    waiting,
    inBucket(entry),
    between(queueEntries.bpm, entry.bpm - tolerance, entry.bpm + tolerance),
    ne(queueEntries.id, entry.id),
  );

/** All the SQL of `queue_entries` and `queue_sessions`. */
export function queueRepository(db: Executor) {
  return {
    /**
     * Serialises the enters of one bucket until the transaction ends, across every process on the
     * database: each one's search sees every entry committed before it (README.md "Concurrency").
     */
    async lockBucket({ teamSize, duration, style, key }: Bucket): Promise<void> {
      const name = `queue:${teamSize}:${duration}:${style}:${key}`;
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
    },

    /** The new waiting entry, or undefined when the user already has one (the partial unique index). */
    async insertWaiting(userId: string, body: EnterQueueBody): Promise<QueueEntryRow | undefined> {
      const [row] = await db
        .insert(queueEntries)
        .values({ userId, teamSize: body.teamSize, duration: body.duration, ...body.settings })
        .onConflictDoNothing({ target: queueEntries.userId, where: waiting })
        .returning();
      return row;
    },

    /**
     * The oldest waiters compatible with `entry`, locked until the transaction ends; rows another
     * transaction holds (someone leaving at this instant) are skipped, not waited for.
     */
    async lockCompatible(entry: QueueEntryRow, tolerance: number, max: number): Promise<Waiter[]> {
      return db
        .select({
          id: queueEntries.id,
          userId: queueEntries.userId,
          bpm: queueEntries.bpm,
          createdAt: queueEntries.createdAt,
        })
        .from(queueEntries)
        .where(compatibleWith(entry, tolerance))
        .orderBy(asc(queueEntries.createdAt), asc(queueEntries.id))
        .limit(max)
        .for('update', { skipLocked: true });
    },

    async countCompatible(entry: QueueEntryRow, tolerance: number): Promise<number> {
      return db.$count(queueEntries, compatibleWith(entry, tolerance));
    },

    async insertSession(session: NewSession): Promise<QueueSessionRow> {
      const [row] = await db.insert(queueSessions).values(session).returning();
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row;
    },

    /** Those of these entries still waiting become matched to the session; answers how many did. */
    async markMatched(entryIds: string[], sessionId: string, at: Date): Promise<number> {
      const rows = await db
        .update(queueEntries)
        .set({ state: 'matched', sessionId, endedAt: at })
        .where(and(inArray(queueEntries.id, entryIds), waiting))
        .returning({ id: queueEntries.id });
      return rows.length;
    },

    async waitingOf(userId: string): Promise<QueueEntryRow | undefined> {
      const [row] = await db
        .select()
        .from(queueEntries)
        .where(and(eq(queueEntries.userId, userId), waiting));
      return row;
    },

    /** What the user last asked the queue for (their latest entry, waiting or not). */
    async lastAskedOf(userId: string): Promise<Pick<QueueEntryRow, 'key' | 'bpm'> | undefined> {
      const [row] = await db
        .select({ key: queueEntries.key, bpm: queueEntries.bpm })
        .from(queueEntries)
        .where(eq(queueEntries.userId, userId))
        .orderBy(desc(queueEntries.createdAt))
        .limit(1);
      return row;
    },

    /** The user's waiting entry becomes left; false when there was none. */
    async leave(userId: string): Promise<boolean> {
      const rows = await db
        .update(queueEntries)
        .set({ state: 'left', endedAt: sql`now()` })
        .where(and(eq(queueEntries.userId, userId), waiting))
        .returning({ id: queueEntries.id });
      return rows.length > 0;
    },

    /** The user's sessions whose project they may still see, newest first. */
    async sessionsOf(userId: string, max: number): Promise<SessionRecord[]> {
      return db
        .select({ ...projectFields, session: getTableColumns(queueSessions) })
        .from(queueEntries)
        .innerJoin(queueSessions, eq(queueSessions.id, queueEntries.sessionId))
        .innerJoin(projects, eq(projects.id, queueSessions.projectId))
        .innerJoin(users, eq(users.id, projects.ownerUserId))
        .where(
          and(eq(queueEntries.userId, userId), eq(queueEntries.state, 'matched'), visibleProjects(userId)),
        )
        .orderBy(desc(queueSessions.createdAt), desc(queueSessions.id))
        .limit(max);
    },
  };
}

export type QueueRepository = ReturnType<typeof queueRepository>;
