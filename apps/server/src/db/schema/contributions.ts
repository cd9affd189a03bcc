import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { media } from './media';
import { projects } from './projects';
import { storedSong } from './song-snapshot';
import { users } from './users';

export const contributions = pgTable(
  'contributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** open | merged */
    status: text('status').notNull().default('open'),
    mergedAt: timestamptz('merged_at'),
    /** The sum of the current votes' values (cast on this revision), kept in step with contribution_votes. */
    votes: integer('votes').notNull().default(0),
    /** 1 when proposed; each change of its text or takes by the author adds one, and earlier votes go stale. */
    revision: integer('revision').notNull().default(1),
    /** When the author last changed it (null: never). */
    revisedAt: timestamptz('revised_at'),
    /** What its author is credited as once merged ("bass", "lyrics"…); '' names no role. */
    creditRole: text('credit_role').notNull().default(''),
    /** A file from the author's library (a stem, a demo), made public when attached. */
    mediaId: uuid('media_id').references((): AnyPgColumn => media.id, { onDelete: 'set null' }),
    /** With takes: the song's revision and its whole state when proposed ("changed since" is read from it). */
    songRev: bigint('song_rev', { mode: 'number' }),
    songBase: storedSong('song_base'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('contributions_project_idx').on(t.projectId, t.createdAt.desc()),
    // Deleting a file clears its attachments (ON DELETE SET NULL) through this, not a scan.
    index('contributions_media_idx').on(t.mediaId),
    // A profile's merged contributions, newest merge first.
    index('contributions_author_merged_idx')
      .on(t.authorUserId, t.mergedAt.desc())
      .where(sql`${t.status} = 'merged'`),
    check('contributions_status_check', sql`${t.status} in ('open', 'merged')`),
    check('contributions_credit_role_check', sql`char_length(${t.creditRole}) <= 40`),
    // A project's credits, and a profile's.
    index('contributions_project_merged_idx').on(t.projectId, t.mergedAt).where(sql`${t.status} = 'merged'`),
  ],
);

export const contributionVotes = pgTable(
  'contribution_votes',
  {
    contributionId: uuid('contribution_id')
      .notNull()
      .references(() => contributions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** +1 (an approval) or −1 (a request for changes) */
    value: smallint('value').notNull(),
    /** The contribution's revision it was cast on: an older one is stale (kept and shown, not counted). */
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.contributionId, t.userId] }),
    check('contribution_votes_value_check', sql`${t.value} in (-1, 1)`),
  ],
);

export type ContributionRow = typeof contributions.$inferSelect;
