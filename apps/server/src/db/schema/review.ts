import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { contributions } from './contributions';
import { media } from './media';
import { projects } from './projects';
import { users } from './users';

/**
 * Feedback at a moment of the music (docs/design/review.md): a thread pinned to a time or a range of
 * one piece of audio — a track of a project's song, a take of a contribution, or a file of someone's
 * library or post — or to a contribution as a whole. Its first comment opens it; it is resolved or
 * open. Track and take ids carry no foreign key: a track may be removed and restored, a take
 * replaced by its author, and the thread still says what it was about.
 */
export const reviewThreads = pgTable(
  'review_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** track | take | contribution | media */
    subject: text('subject').notNull(),
    /** The project of a track, take or contribution thread (null for a file's). */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    /** The contribution of a take or contribution thread. */
    contributionId: uuid('contribution_id').references(() => contributions.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id'),
    takeId: uuid('take_id'),
    /** A file thread's file: the thread goes with it. */
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'cascade' }),
    /** A track's or take's file when the thread was made (a track given a new file since says so). */
    heardMediaId: uuid('heard_media_id'),
    /** What the track or take was called when the thread was made. */
    subjectName: text('subject_name').notNull().default(''),
    /** Where in the audio (ms from its start, or from the song's start for a track); null: the whole. */
    startMs: integer('start_ms'),
    /** The end of a range; null for a moment. */
    endMs: integer('end_ms'),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resolvedAt: timestamptz('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('review_threads_project_idx').on(t.projectId, t.createdAt),
    index('review_threads_contribution_idx').on(t.contributionId).where(sql`${t.resolvedAt} is null`),
    index('review_threads_media_idx').on(t.mediaId, t.createdAt),
    check('review_threads_subject_check', sql`${t.subject} in ('track', 'take', 'contribution', 'media')`),
    check(
      'review_threads_anchor_check',
      sql`case ${t.subject}
        when 'track' then ${t.projectId} is not null and ${t.trackId} is not null
        when 'take' then ${t.contributionId} is not null and ${t.takeId} is not null
        when 'contribution' then ${t.contributionId} is not null
        else ${t.mediaId} is not null and ${t.projectId} is null end`,
    ),
    check('review_threads_start_check', sql`${t.startMs} is null or ${t.startMs} >= 0`),
    check(
      'review_threads_range_check',
      sql`${t.endMs} is null or (${t.startMs} is not null and ${t.endMs} > ${t.startMs})`,
    ),
  ],
);

/** A comment of a thread: the first opens it, the rest reply, in order. */
export const reviewComments = pgTable(
  'review_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => reviewThreads.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The members it @mentioned, as they were named then (each was told). */
    mentions: jsonb('mentions').$type<{ userId: string; username: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_comments_thread_idx').on(t.threadId, t.createdAt),
    check('review_comments_body_check', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

export type ReviewThreadRow = typeof reviewThreads.$inferSelect;
