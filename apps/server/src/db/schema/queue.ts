import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { projects } from './projects';
import { users } from './users';

/**
 * A team the queue formed (modules/queue/README.md) and the project it works in; its settings are
 * the earliest waiter's. Goes with its project.
 */
export const queueSessions = pgTable(
  'queue_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    teamSize: smallint('team_size').notNull(),
    /** hour | day | week */
    duration: text('duration').notNull(),
    key: text('key').notNull(),
    bpm: smallint('bpm').notNull(),
    style: text('style').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('queue_sessions_project_key').on(t.projectId)],
);

/**
 * One time a creator entered the queue. Waiting until a team forms (matched, with its session) or
 * they leave; at most one waiting entry per user. Key and style are checked against the contract's
 * lists by the API, not here, so a new style needs no migration.
 */
export const queueEntries = pgTable(
  'queue_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamSize: smallint('team_size').notNull(),
    /** hour | day | week */
    duration: text('duration').notNull(),
    key: text('key').notNull(),
    bpm: smallint('bpm').notNull(),
    style: text('style').notNull(),
    /** waiting | matched | left */
    state: text('state').notNull().default('waiting'),
    /** The team it joined, once matched. */
    sessionId: uuid('session_id').references(() => queueSessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** When it stopped waiting (matched or left). */
    endedAt: timestamptz('ended_at'),
  },
  (t) => [
    check('queue_entries_state_check', sql`${t.state} in ('waiting', 'matched', 'left')`),
    check('queue_entries_team_size_check', sql`${t.teamSize} between 2 and 6`),
    check('queue_entries_duration_check', sql`${t.duration} in ('hour', 'day', 'week')`),
    check('queue_entries_bpm_check', sql`${t.bpm} between 40 and 240`),
    check('queue_entries_session_check', sql`(${t.state} = 'matched') = (${t.sessionId} is not null)`),
    // One waiting entry per user: a second enter cannot slip in beside the first, whatever the race.
    uniqueIndex('queue_entries_waiting_user_key').on(t.userId).where(sql`${t.state} = 'waiting'`),
    // Matching reads the waiting entries of one bucket (size, duration, style, key), oldest first.
    index('queue_entries_waiting_bucket_idx')
      .on(t.teamSize, t.duration, t.style, t.key, t.createdAt)
      .where(sql`${t.state} = 'waiting'`),
    // "Collaborations": a user's matched entries, newest first.
    index('queue_entries_user_idx').on(t.userId, t.createdAt.desc()),
    index('queue_entries_session_idx').on(t.sessionId),
  ],
);

export type QueueEntryRow = typeof queueEntries.$inferSelect;
export type QueueSessionRow = typeof queueSessions.$inferSelect;
