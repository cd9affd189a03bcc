import type { AudioAnalysis, MusicalKey } from '@create-together/contract';
import { and, asc, eq, getTableColumns, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  contributions,
  contributionTakes,
  media,
  projectMedia,
  projectSongs,
  projects,
  projectTracks,
  users,
} from '../../db/schema';
import type { StoredSong, StoredTrack } from '../../db/schema/song-snapshot';
import { songLength } from './song-rules';

/** The song's row, as read under its lock. */
export interface SongRow {
  rev: number;
  tempoBpm: number | null;
  beatsPerBar: number;
  key: MusicalKey | null;
}

/** What the song's settings say: its tempo, metre and key. */
export type SongSettings = Pick<SongRow, 'tempoBpm' | 'beatsPerBar' | 'key'>;

/** A track with what its screen shows of its file and of who added it. */
export type TrackView = typeof projectTracks.$inferSelect & {
  file: FileView | null;
  addedByUser: { username: string; avatarUrl: string | null } | null;
};

/** A file as a track or a take shows it: null once its owner deleted it. */
export interface FileView {
  fileName: string;
  peaksFileName: string | null;
  mimeType: string;
  title: string;
  originalName: string;
  ownerUserId: string;
  analysis: AudioAnalysis | null;
}

/** A proposed take with what its file is now. */
export type TakeView = typeof contributionTakes.$inferSelect & { file: FileView | null };

/** A file as the rules of the song ask about it: whose it is, what it is, how long. */
export interface AudioFacts {
  id: string;
  ownerUserId: string;
  kind: string;
  durationSeconds: number | null;
  title: string;
  originalName: string;
  /** Whether the project was given it already (by a track, a take or a restore). */
  granted: boolean;
}

export type NewTrack = Pick<
  typeof projectTracks.$inferInsert,
  | 'mediaId'
  | 'name'
  | 'role'
  | 'colour'
  | 'startOffsetMs'
  | 'durationMs'
  | 'gainDb'
  | 'pan'
  | 'addedBy'
  | 'contributionId'
> & { id?: string };

export type TrackChanges = Partial<
  Pick<
    typeof projectTracks.$inferInsert,
    | 'mediaId'
    | 'name'
    | 'role'
    | 'colour'
    | 'startOffsetMs'
    | 'durationMs'
    | 'gainDb'
    | 'pan'
    | 'contributionId'
  >
>;

/** What a track or a take shows of its file (all null once the file was deleted). */
const fileColumns = {
  fileName: media.fileName,
  peaksFileName: media.peaksFileName,
  mimeType: media.mimeType,
  title: media.title,
  originalName: media.originalName,
  ownerUserId: media.ownerUserId,
  analysis: media.analysis,
};

type FileColumns = { [K in keyof FileView]: FileView[K] | null };

/** A row's file columns as its file, or null for a file deleted since; the rest of the row as it was. */
function withFile<R extends FileColumns>(row: R): Omit<R, keyof FileView> & { file: FileView | null } {
  const { fileName, peaksFileName, mimeType, title, originalName, ownerUserId, analysis, ...rest } = row;
  const file =
    fileName !== null && mimeType !== null && ownerUserId !== null
      ? {
          fileName,
          peaksFileName,
          mimeType,
          title: title ?? '',
          originalName: originalName ?? '',
          ownerUserId,
          analysis,
        }
      : null;
  return { ...rest, file };
}

/** All SQL of a project's song: `project_songs`, `project_tracks` and the project's grants of files. */
export function songsRepository(db: Executor) {
  return {
    /** The project's row, locked first (as merges and deletions take it): its status, or null when it is gone. */
    async lockProject(projectId: string): Promise<string | null> {
      const [row] = await db
        .select({ status: projects.status })
        .from(projects)
        .where(eq(projects.id, projectId))
        .for('no key update');
      return row?.status ?? null;
    },

    /** The song's row, made when the project has none yet, and locked until the transaction ends. */
    async lock(projectId: string): Promise<SongRow> {
      await db.insert(projectSongs).values({ projectId }).onConflictDoNothing();
      const [row] = await db
        .select({
          rev: projectSongs.rev,
          tempoBpm: projectSongs.tempoBpm,
          beatsPerBar: projectSongs.beatsPerBar,
          key: projectSongs.key,
        })
        .from(projectSongs)
        .where(eq(projectSongs.projectId, projectId))
        .for('update');
      if (!row) throw new Error(`No song row for project ${projectId}`);
      return row;
    },

    /** A new project's song, with its settings (a project that has one keeps it). */
    async start(projectId: string, settings: Partial<SongSettings>): Promise<void> {
      await db
        .insert(projectSongs)
        .values({ projectId, ...settings })
        .onConflictDoNothing();
    },

    /** The song's row without a lock; null for a project that never had a song. */
    async find(projectId: string): Promise<SongRow | null> {
      const [row] = await db
        .select({
          rev: projectSongs.rev,
          tempoBpm: projectSongs.tempoBpm,
          beatsPerBar: projectSongs.beatsPerBar,
          key: projectSongs.key,
        })
        .from(projectSongs)
        .where(eq(projectSongs.projectId, projectId));
      return row ?? null;
    },

    /** One more revision: every change of the song takes one. */
    async bump(projectId: string, settings: Partial<SongSettings> = {}) {
      const [row] = await db
        .update(projectSongs)
        .set({ ...settings, rev: sql`${projectSongs.rev} + 1`, updatedAt: sql`now()` })
        .where(eq(projectSongs.projectId, projectId))
        .returning({ rev: projectSongs.rev });
      if (!row) throw new Error(`No song row for project ${projectId}`);
      return row.rev;
    },

    /** One more revision for a project that has a song (null: it has none). */
    async bumpIfAny(projectId: string): Promise<number | null> {
      const [row] = await db
        .update(projectSongs)
        .set({ rev: sql`${projectSongs.rev} + 1`, updatedAt: sql`now()` })
        .where(eq(projectSongs.projectId, projectId))
        .returning({ rev: projectSongs.rev });
      return row?.rev ?? null;
    },

    /** Files as tracks show them, by id (a file deleted since is absent). */
    async filesOf(mediaIds: readonly string[]): Promise<Map<string, FileView>> {
      if (mediaIds.length === 0) return new Map();
      const rows = await db
        .select({ id: media.id, ...fileColumns })
        .from(media)
        .where(inArray(media.id, [...mediaIds]));
      return new Map(rows.map(({ id, ...file }) => [id, file]));
    },

    /** The tracks top to bottom, with their files and who added them. */
    async tracks(projectId: string): Promise<TrackView[]> {
      const rows = await db
        .select({
          ...getTableColumns(projectTracks),
          ...fileColumns,
          addedByUsername: users.username,
          addedByAvatarUrl: users.avatarUrl,
        })
        .from(projectTracks)
        .leftJoin(media, eq(media.id, projectTracks.mediaId))
        .leftJoin(users, eq(users.id, projectTracks.addedBy))
        .where(eq(projectTracks.projectId, projectId))
        .orderBy(asc(projectTracks.position));
      return rows.map((row) => {
        const { addedByUsername, addedByAvatarUrl, ...track } = withFile(row);
        return {
          ...track,
          addedByUser:
            addedByUsername !== null ? { username: addedByUsername, avatarUrl: addedByAvatarUrl } : null,
        };
      });
    },

    /** The song as a version or a proposal keeps it: whole, plain, without anyone's view of it. */
    async snapshot(projectId: string): Promise<StoredSong | null> {
      const song = await this.find(projectId);
      if (!song) return null;
      const rows = await db
        .select()
        .from(projectTracks)
        .where(eq(projectTracks.projectId, projectId))
        .orderBy(asc(projectTracks.position));
      const tracks: StoredTrack[] = rows.map((row) => ({
        id: row.id,
        position: row.position,
        name: row.name,
        role: row.role,
        colour: row.colour,
        startOffsetMs: row.startOffsetMs,
        durationMs: row.durationMs,
        gainDb: row.gainDb,
        pan: row.pan,
        mediaId: row.mediaId,
        contributionId: row.contributionId,
        addedBy: row.addedBy,
      }));
      return { ...song, lengthMs: songLength(tracks), tracks };
    },

    /** Adds a track below the others. */
    async insert(projectId: string, position: number, track: NewTrack): Promise<string> {
      const [row] = await db
        .insert(projectTracks)
        .values({ ...track, projectId, position })
        .returning({ id: projectTracks.id });
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row.id;
    },

    /** Changes a track of this project; false when there is no such track in it. */
    async update(projectId: string, trackId: string, changes: TrackChanges): Promise<boolean> {
      const rows = await db
        .update(projectTracks)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(projectTracks.projectId, projectId), eq(projectTracks.id, trackId)))
        .returning({ id: projectTracks.id });
      return rows.length > 0;
    },

    /** Removes a track; the ones below move up one, so positions stay 0…n−1. */
    async remove(projectId: string, trackId: string, position: number): Promise<void> {
      await db
        .delete(projectTracks)
        .where(and(eq(projectTracks.projectId, projectId), eq(projectTracks.id, trackId)));
      await db
        .update(projectTracks)
        .set({ position: sql`${projectTracks.position} - 1` })
        .where(and(eq(projectTracks.projectId, projectId), gt(projectTracks.position, position)));
    },

    /** Every track at its place in `trackIds` (all of them, once): one statement, checked at commit. */
    async reorder(projectId: string, trackIds: readonly string[]): Promise<void> {
      if (trackIds.length === 0) return;
      const order = sql.join(
        trackIds.map((id, position) => sql`(${id}::uuid, ${position}::smallint)`),
        sql`, `,
      );
      await db.execute(sql`
        UPDATE ${projectTracks} SET position = o.position, updated_at = now()
          FROM (VALUES ${order}) AS o(id, position)
         WHERE ${projectTracks.id} = o.id AND ${projectTracks.projectId} = ${projectId}
           AND ${projectTracks.position} <> o.position`);
    },

    /** The song's tracks become exactly these (a restore): the others go, these are written back by id. */
    async replaceTracks(projectId: string, tracks: readonly StoredTrack[]): Promise<void> {
      const keep = tracks.map((track) => track.id);
      await db
        .delete(projectTracks)
        .where(
          keep.length === 0
            ? eq(projectTracks.projectId, projectId)
            : and(eq(projectTracks.projectId, projectId), notInArray(projectTracks.id, keep)),
        );
      if (tracks.length === 0) return;
      await db
        .insert(projectTracks)
        .values(tracks.map((track) => ({ ...track, projectId })))
        .onConflictDoUpdate({
          target: projectTracks.id,
          set: {
            mediaId: sql`excluded.media_id`,
            position: sql`excluded.position`,
            name: sql`excluded.name`,
            role: sql`excluded.role`,
            colour: sql`excluded.colour`,
            startOffsetMs: sql`excluded.start_offset_ms`,
            durationMs: sql`excluded.duration_ms`,
            gainDb: sql`excluded.gain_db`,
            pan: sql`excluded.pan`,
            addedBy: sql`excluded.added_by`,
            contributionId: sql`excluded.contribution_id`,
            updatedAt: sql`now()`,
          },
          // Only this project's tracks: an id of another project's is never taken over.
          setWhere: sql`${projectTracks.projectId} = ${projectId}`,
        });
    },

    /** Stores a proposal's takes, in order, and the song it was proposed against. */
    async insertTakes(
      contributionId: string,
      takes: readonly Omit<typeof contributionTakes.$inferInsert, 'contributionId' | 'position'>[],
      song: StoredSong,
    ): Promise<void> {
      if (takes.length === 0) return;
      await db
        .insert(contributionTakes)
        .values(takes.map((take, position) => ({ ...take, contributionId, position })));
      await db
        .update(contributions)
        .set({ songRev: song.rev, songBase: song })
        .where(eq(contributions.id, contributionId));
    },

    /** A contribution's takes are gone (its author is changing them), and so is the song they were proposed against. */
    async deleteTakes(contributionId: string): Promise<void> {
      await db.delete(contributionTakes).where(eq(contributionTakes.contributionId, contributionId));
      await db
        .update(contributions)
        .set({ songRev: null, songBase: null })
        .where(eq(contributions.id, contributionId));
    },

    /** The takes of these contributions, in order, with what their files are now. */
    async takesOf(contributionIds: readonly string[]): Promise<TakeView[]> {
      if (contributionIds.length === 0) return [];
      const rows = await db
        .select({ ...getTableColumns(contributionTakes), ...fileColumns })
        .from(contributionTakes)
        .leftJoin(media, eq(media.id, contributionTakes.mediaId))
        .where(inArray(contributionTakes.contributionId, [...contributionIds]))
        .orderBy(asc(contributionTakes.contributionId), asc(contributionTakes.position));
      return rows.map(withFile);
    },

    /** The song these contributions were proposed against (those with takes), their state and author. */
    async proposedAgainst(contributionIds: readonly string[]) {
      if (contributionIds.length === 0) return [];
      return db
        .select({
          id: contributions.id,
          status: contributions.status,
          authorUserId: contributions.authorUserId,
          songRev: contributions.songRev,
          songBase: contributions.songBase,
        })
        .from(contributions)
        .where(inArray(contributions.id, [...contributionIds]));
    },

    /** What the rules ask about a file (null: no such file), and whether the project has it already. */
    async audioFacts(projectId: string, mediaId: string): Promise<AudioFacts | null> {
      const [row] = await db
        .select({
          id: media.id,
          ownerUserId: media.ownerUserId,
          kind: media.kind,
          durationSeconds: media.durationSeconds,
          title: media.title,
          originalName: media.originalName,
          granted: sql<boolean>`EXISTS (SELECT 1 FROM ${projectMedia} WHERE ${projectMedia.projectId} = ${projectId} AND ${projectMedia.mediaId} = ${media.id})`,
        })
        .from(media)
        .where(eq(media.id, mediaId));
      return row ?? null;
    },

    /** The project may use and play these files from now on (§1.4 of the design). */
    async grant(projectId: string, mediaIds: readonly string[], userId: string | null): Promise<void> {
      if (mediaIds.length === 0) return;
      await db
        .insert(projectMedia)
        .values(mediaIds.map((mediaId) => ({ projectId, mediaId, addedBy: userId })))
        .onConflictDoNothing();
    },
  };
}

export type SongsRepository = ReturnType<typeof songsRepository>;
