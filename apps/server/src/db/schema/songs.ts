import { type MusicalKey, QUEUE_KEYS } from '@create-together/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { contributions } from './contributions';
import { media } from './media';
import { projects } from './projects';
import { users } from './users';

// A project's song: its tracks with their mix, its tempo, the takes contributions propose, and the
// files a project was given (docs/design/music-tracks.md §1.3). Owned by the tracks module.

/** `numeric` read as a number: gains and tempos are small decimals, exact in the database. */
const decimal = (name: string, precision: number, scale: number) =>
  numeric(name, { precision, scale, mode: 'number' });

const COLOURS = sql`('red', 'orange', 'amber', 'lime', 'green', 'teal', 'cyan', 'sky', 'blue', 'violet', 'fuchsia', 'rose')`;

/** One row per project that has ever had a song; its lock is the song's lock. */
export const projectSongs = pgTable(
  'project_songs',
  {
    projectId: uuid('project_id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** One more with every change of the song (tracks, mix, tempo), taken under this row's lock. */
    rev: bigint('rev', { mode: 'number' }).notNull().default(0),
    tempoBpm: decimal('tempo_bpm', 5, 2),
    beatsPerBar: smallint('beats_per_bar').notNull().default(4),
    /** One of the 24 keys as the queue names them ("A minor"), or null. */
    key: text('key').$type<MusicalKey>(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('project_songs_tempo_check', sql`${t.tempoBpm} is null or ${t.tempoBpm} between 20 and 300`),
    check('project_songs_beats_check', sql`${t.beatsPerBar} between 1 and 16`),
    check(
      'project_songs_key_check',
      sql`${t.key} is null or ${t.key} in (${sql.raw(QUEUE_KEYS.map((key) => `'${key}'`).join(', '))})`,
    ),
  ],
);

/**
 * The song's tracks, top to bottom by `position` (0…n−1, no gaps). The unique (project, position)
 * constraint is DEFERRABLE INITIALLY DEFERRED so one statement can permute positions; drizzle cannot
 * say that, so it is written in migration 0015 by hand.
 */
export const projectTracks = pgTable(
  'project_tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projectSongs.projectId, { onDelete: 'cascade' }),
    /** Null once its owner deleted the file: the track keeps its place, silent, until replaced or removed. */
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull().default(''),
    colour: text('colour').notNull(),
    startOffsetMs: integer('start_offset_ms').notNull().default(0),
    /** The file's length when placed: the song's length does not change when the file is deleted. */
    durationMs: integer('duration_ms').notNull(),
    gainDb: decimal('gain_db', 3, 1).notNull().default(0),
    pan: smallint('pan').notNull().default(0),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    /** The merged contribution whose take brought the current file, if any. */
    contributionId: uuid('contribution_id').references(() => contributions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('project_tracks_media_idx').on(t.mediaId),
    check('project_tracks_position_check', sql`${t.position} between 0 and 63`),
    check('project_tracks_offset_check', sql`${t.startOffsetMs} between 0 and 1800000`),
    check(
      'project_tracks_duration_check',
      sql`${t.durationMs} > 0 and ${t.startOffsetMs} + ${t.durationMs} <= 1800000`,
    ),
    check('project_tracks_gain_check', sql`${t.gainDb} between -60 and 12`),
    check('project_tracks_pan_check', sql`${t.pan} between -100 and 100`),
    check('project_tracks_name_check', sql`char_length(${t.name}) between 1 and 80`),
    check('project_tracks_role_check', sql`char_length(${t.role}) <= 40`),
    check('project_tracks_colour_check', sql`${t.colour} in ${COLOURS}`),
  ],
);

/** The takes a contribution proposes: at most 8, in the order given. */
export const contributionTakes = pgTable(
  'contribution_takes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contributionId: uuid('contribution_id')
      .notNull()
      .references(() => contributions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** add: a new track; replace: a new file for an existing one. */
    kind: text('kind').notNull(),
    /** No foreign key: the track may be removed later, and the take still says what it was for. */
    replacesTrackId: uuid('replaces_track_id'),
    /** That track's name and file when proposed (what "changed since" compares with). */
    replacesName: text('replaces_name'),
    replacesMediaId: uuid('replaces_media_id'),
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    durationMs: integer('duration_ms').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull().default(''),
    colour: text('colour').notNull(),
    startOffsetMs: integer('start_offset_ms').notNull().default(0),
    gainDb: decimal('gain_db', 3, 1).notNull().default(0),
    pan: smallint('pan').notNull().default(0),
  },
  (t) => [
    unique('contribution_takes_position_key').on(t.contributionId, t.position),
    unique('contribution_takes_replace_once').on(t.contributionId, t.replacesTrackId),
    index('contribution_takes_media_idx').on(t.mediaId),
    check('contribution_takes_kind_check', sql`${t.kind} in ('add', 'replace')`),
    check(
      'contribution_takes_target_check',
      sql`(${t.kind} = 'replace') = (${t.replacesTrackId} is not null)`,
    ),
    check('contribution_takes_position_check', sql`${t.position} between 0 and 7`),
    check('contribution_takes_offset_check', sql`${t.startOffsetMs} between 0 and 1800000`),
    check(
      'contribution_takes_duration_check',
      sql`${t.durationMs} > 0 and ${t.startOffsetMs} + ${t.durationMs} <= 1800000`,
    ),
    check('contribution_takes_gain_check', sql`${t.gainDb} between -60 and 12`),
    check('contribution_takes_pan_check', sql`${t.pan} between -100 and 100`),
    check('contribution_takes_name_check', sql`char_length(${t.name}) between 1 and 80`),
    check('contribution_takes_role_check', sql`char_length(${t.role}) <= 40`),
    check('contribution_takes_colour_check', sql`${t.colour} in ${COLOURS}`),
  ],
);

/** Files a project was given (by a track, a take or a restore): who may use and hear them (§1.4). */
export const projectMedia = pgTable(
  'project_media',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.mediaId] }), index('project_media_media_idx').on(t.mediaId)],
);

export type ProjectTrackRow = typeof projectTracks.$inferSelect;
export type ContributionTakeRow = typeof contributionTakes.$inferSelect;
