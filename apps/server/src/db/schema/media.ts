import type { AudioAnalysis } from '@create-together/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { users } from './users';

/** Uploaded files; the bytes live in DATA_DIR/media under `file_name`. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** image | audio | video — decided from the file's bytes, never from its name. */
    kind: text('kind').notNull(),
    mimeType: text('mime_type').notNull(),
    /** `{id}.{ext}`: the name under DATA_DIR/media and in `/media/…` addresses. */
    fileName: text('file_name').notNull(),
    /** The name the file had on the uploader's machine (shown, never used as a path). */
    originalName: text('original_name').notNull().default(''),
    title: text('title').notNull().default(''),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** public | private: a private file is its owner's alone, also by direct `/media/…` address. */
    visibility: text('visibility').notNull().default('private'),
    /** Audio and video, when the file says. */
    durationSeconds: doublePrecision('duration_seconds'),
    /** Audio: WAVEFORM_BARS peak levels 0–100, computed once at upload. */
    waveform: smallint('waveform').array(),
    /** Images: `{id}.thumb.webp` beside the file. */
    thumbnailFileName: text('thumbnail_file_name'),
    /** Audio: `{id}.peaks` beside the file (200 min/max pairs a second, audiowaveform .dat v2), once computed. */
    peaksFileName: text('peaks_file_name'),
    /** Audio: tempo, key, loudness, true peak and clipping, from the same pass as the peaks. */
    analysis: jsonb('analysis').$type<AudioAnalysis>(),
    /** none (not audio) | pending | computing | ready | failed: the peaks backfill's work list. */
    peaksState: text('peaks_state').notNull().default('none'),
    peaksClaimedAt: timestamptz('peaks_claimed_at'),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_file_name_key').on(t.fileName),
    index('media_owner_idx').on(t.ownerUserId, t.createdAt.desc(), t.id.desc()),
    check('media_kind_check', sql`${t.kind} in ('image', 'audio', 'video')`),
    check('media_visibility_check', sql`${t.visibility} in ('public', 'private')`),
    check(
      'media_peaks_state_check',
      sql`${t.peaksState} in ('none', 'pending', 'computing', 'ready', 'failed')`,
    ),
    index('media_peaks_pending_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.peaksState} in ('pending', 'computing')`),
  ],
);

/** A user's saved media (the library's Saved category). */
export const mediaSaves = pgTable(
  'media_saves',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.mediaId] }),
    index('media_saves_user_idx').on(t.userId, t.createdAt.desc()),
    index('media_saves_media_idx').on(t.mediaId),
  ],
);

export type MediaRow = typeof media.$inferSelect;
