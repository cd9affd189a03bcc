import type { AudioAnalysis, MediaKind } from '@create-together/contract';
import { and, eq, getTableColumns, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  contributions,
  contributionTakes,
  type MediaRow,
  media,
  mediaSaves,
  projectMedia,
  projectSongs,
  projects,
  projectTracks,
  users,
} from '../../db/schema';
import { grantedTo, visibleMedia } from '../../policies/media';
import type { MediaCursor } from './list-cursor';

export type NewMedia = Pick<
  MediaRow,
  | 'id'
  | 'ownerUserId'
  | 'kind'
  | 'mimeType'
  | 'fileName'
  | 'originalName'
  | 'title'
  | 'sizeBytes'
  | 'visibility'
  | 'durationSeconds'
  | 'waveform'
  | 'analysis'
  | 'thumbnailFileName'
  | 'peaksFileName'
  | 'peaksState'
  | 'width'
  | 'height'
>;

/** A row as one viewer sees it. */
export interface MediaView extends MediaRow {
  savedByMe: boolean;
  /** For its owner: the songs it is a track of. */
  usedIn?: { projectId: string; name: string }[];
}

/** What the peaks backfill leaves on a file it claimed (peaks-backfill.ts). */
export interface PeaksOutcome {
  peaksState: 'ready' | 'failed';
  peaksFileName: string | null;
  /** The bars the same pass produced: kept only where the row has none. */
  waveform: number[] | null;
  /** What the same pass heard: kept where there is one, else what the row had stays. */
  analysis: AudioAnalysis | null;
}

export interface MediaListFilter {
  kind: MediaKind | undefined;
  q: string | undefined;
  cursor: MediaCursor | null;
  /** Rows to read: the page and one more, to know whether there is a next page. */
  take: number;
}

/** A page row with its sort time as the cursor carries it. */
export type MediaListRow = MediaView & { cursorTime: string };

const MAX_SEARCH_WORDS = 8;

const savedBy = (viewerId: string | null) =>
  viewerId
    ? sql<boolean>`exists (select 1 from ${mediaSaves} where ${mediaSaves.mediaId} = ${media.id} and ${mediaSaves.userId} = ${viewerId})`
    : sql<boolean>`false`;

/** `_` and `%` match themselves: the backslash is LIKE's default escape character. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Every word of `q` somewhere in the title or the original file name, in any case. */
function matchesWords(q: string | undefined): SQL | undefined {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(ilike(media.title, pattern), ilike(media.originalName, pattern));
    }),
  );
}

// Microseconds: a JavaScript Date would round them away and the keyset would skip rows.
const timeText = (column: SQL | typeof media.createdAt) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows after the cursor in `(time, id) DESC` order. */
const after = (time: SQL | typeof media.createdAt, id: SQL | typeof media.id, cursor: MediaCursor | null) =>
  cursor ? sql`(${time}, ${id}) < (${cursor.time}::timestamptz, ${cursor.id}::uuid)` : undefined;

export function mediaRepository(db: Executor) {
  return {
    async insert(values: NewMedia): Promise<MediaRow> {
      const [row] = await db.insert(media).values(values).returning();
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row;
    },

    /** The row if `viewerId` (null: signed out) may see it. */
    async findVisible(id: string, viewerId: string | null): Promise<MediaView | undefined> {
      const [row] = await db
        .select({ ...getTableColumns(media), savedByMe: savedBy(viewerId) })
        .from(media)
        .where(and(eq(media.id, id), visibleMedia(viewerId)))
        .limit(1);
      return row;
    },

    /**
     * Whether the viewer may hear this private file: through the song of a project they can see, or
     * shared in a conversation they are in.
     */
    async grantedTo(id: string, viewerId: string | null): Promise<boolean> {
      const { rows } = await db.execute<{ heard: boolean }>(sql`select ${grantedTo(id, viewerId)} as heard`);
      return rows[0]?.heard === true;
    },

    /** What serving a file needs, whoever asks. */
    async findFiles(id: string) {
      const [row] = await db
        .select({
          id: media.id,
          ownerUserId: media.ownerUserId,
          visibility: media.visibility,
          mimeType: media.mimeType,
          fileName: media.fileName,
          thumbnailFileName: media.thumbnailFileName,
          peaksFileName: media.peaksFileName,
        })
        .from(media)
        .where(eq(media.id, id))
        .limit(1);
      return row;
    },

    /** GET /api/media: the owner's uploads, newest first (media_owner_idx). */
    listOwn(ownerId: string, filter: MediaListFilter): Promise<MediaListRow[]> {
      return db
        .select({
          ...getTableColumns(media),
          savedByMe: savedBy(ownerId),
          cursorTime: timeText(media.createdAt),
        })
        .from(media)
        .where(
          and(
            eq(media.ownerUserId, ownerId),
            filter.kind && eq(media.kind, filter.kind),
            matchesWords(filter.q),
            after(media.createdAt, media.id, filter.cursor),
          ),
        )
        .orderBy(sql`${media.createdAt} DESC NULLS LAST`, sql`${media.id} DESC NULLS LAST`)
        .limit(filter.take);
    },

    /** GET /api/media?saved=true: what the user saved and may still see, last saved first. */
    async listSaved(userId: string, filter: MediaListFilter): Promise<MediaListRow[]> {
      const savedAt = sql`${mediaSaves.createdAt}`;
      const rows = await db
        .select({ ...getTableColumns(media), cursorTime: timeText(savedAt) })
        .from(mediaSaves)
        .innerJoin(media, eq(media.id, mediaSaves.mediaId))
        .where(
          and(
            eq(mediaSaves.userId, userId),
            visibleMedia(userId),
            filter.kind && eq(media.kind, filter.kind),
            matchesWords(filter.q),
            after(savedAt, sql`${mediaSaves.mediaId}`, filter.cursor),
          ),
        )
        .orderBy(sql`${mediaSaves.createdAt} DESC NULLS LAST`, sql`${mediaSaves.mediaId} DESC NULLS LAST`)
        .limit(filter.take);
      return rows.map((row) => ({ ...row, savedByMe: true }));
    },

    /** The owner's change; false when the row is not theirs (or gone). */
    async updateOwned(
      id: string,
      ownerId: string,
      changes: Partial<Pick<MediaRow, 'title' | 'visibility'>>,
    ): Promise<boolean> {
      const rows = await db
        .update(media)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(media.id, id), eq(media.ownerUserId, ownerId)))
        .returning({ id: media.id });
      return rows.length > 0;
    },

    /** Deletes the owner's row (saves go with it: ON DELETE CASCADE); its files, or null when not theirs. */
    async deleteOwned(id: string, ownerId: string) {
      const [row] = await db
        .delete(media)
        .where(and(eq(media.id, id), eq(media.ownerUserId, ownerId)))
        .returning({
          fileName: media.fileName,
          thumbnailFileName: media.thumbnailFileName,
          peaksFileName: media.peaksFileName,
        });
      return row ?? null;
    },

    /**
     * Project covers and avatars are addresses, not references: the ones pointing at a deleted
     * file are cleared here, in its transaction. The projects whose cover changed, for their caches.
     */
    async clearPointersTo(urls: string[]): Promise<string[]> {
      await db.update(users).set({ avatarUrl: null }).where(inArray(users.avatarUrl, urls));
      const changed = await db
        .update(projects)
        .set({ coverImageUrl: null })
        .where(inArray(projects.coverImageUrl, urls))
        .returning({ id: projects.id });
      return changed.map((project) => project.id);
    },

    /**
     * The projects whose song plays the file, as a track or a proposed take: they are told when it
     * goes (read before the deletion, which clears those references).
     */
    async songsUsing(mediaId: string): Promise<string[]> {
      const { rows } = await db.execute<{ project_id: string }>(sql`
        SELECT ${projectTracks.projectId} AS project_id FROM ${projectTracks} WHERE ${projectTracks.mediaId} = ${mediaId}
        UNION
        SELECT ${contributions.projectId} FROM ${contributionTakes}
          JOIN ${contributions} ON ${contributions.id} = ${contributionTakes.contributionId}
         WHERE ${contributionTakes.mediaId} = ${mediaId}`);
      return rows.map((row) => row.project_id);
    },

    /** For the owner's library: the songs each of these files is a track of ("Used in Song A, Song B"). */
    async usedIn(mediaIds: readonly string[]): Promise<Map<string, { projectId: string; name: string }[]>> {
      const used = new Map<string, { projectId: string; name: string }[]>();
      if (mediaIds.length === 0) return used;
      const rows = await db
        .selectDistinct({ mediaId: projectTracks.mediaId, projectId: projects.id, name: projects.name })
        .from(projectTracks)
        .innerJoin(projects, eq(projects.id, projectTracks.projectId))
        .where(inArray(projectTracks.mediaId, [...mediaIds]))
        .orderBy(projects.name);
      for (const { mediaId, projectId, name } of rows) {
        if (!mediaId) continue;
        used.set(mediaId, [...(used.get(mediaId) ?? []), { projectId, name }]);
      }
      return used;
    },

    /**
     * Saves it if the user may see it, checked in the same statement (so a file deleted or made
     * private meanwhile is not saved); saving twice is saving once.
     */
    async saveIfVisible(userId: string, mediaId: string): Promise<void> {
      await db.execute(sql`
        INSERT INTO ${mediaSaves} (user_id, media_id)
        SELECT ${userId}, ${media.id} FROM ${media} WHERE ${and(eq(media.id, mediaId), visibleMedia(userId))}
        ON CONFLICT DO NOTHING`);
    },

    async unsave(userId: string, mediaId: string): Promise<void> {
      await db.delete(mediaSaves).where(and(eq(mediaSaves.userId, userId), eq(mediaSaves.mediaId, mediaId)));
    },

    /**
     * The peaks backfill's next file, claimed in this one statement so that no two processes ever
     * take the same: a pending file, or one whose claim is older than `claimExpiresMs` (its process
     * stopped); `preferred` ones first, then files in a project's song, then the newest. Rows another
     * claim holds locked are skipped, not waited for.
     */
    async claimPendingPeaks(
      preferred: string[],
      claimExpiresMs: number,
    ): Promise<{ id: string; fileName: string } | undefined> {
      const { rows } = await db.execute<{ id: string; file_name: string }>(sql`
        UPDATE ${media} SET peaks_state = 'computing', peaks_claimed_at = now()
         WHERE id = (SELECT id FROM ${media}
                      WHERE peaks_state IN ('pending', 'computing')
                        AND (peaks_state = 'pending'
                             OR peaks_claimed_at < now() - ${claimExpiresMs} * interval '1 millisecond')
                      ORDER BY id = any(${sql.param(preferred)}::uuid[]) DESC,
                               id IN (SELECT media_id FROM ${projectMedia}) DESC,
                               created_at DESC
                      LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, file_name`);
      const row = rows[0];
      return row && { id: row.id, fileName: row.file_name };
    },

    /**
     * Records the peaks of a file the backfill claimed, if it is still being computed: 'done', or
     * 'gone' when the row was deleted meanwhile, or 'taken' when another claim finished it first.
     */
    async finishPeaks(id: string, outcome: PeaksOutcome): Promise<'done' | 'gone' | 'taken'> {
      const { waveform, analysis, ...peaks } = outcome;
      const updated = await db
        .update(media)
        .set({
          ...peaks,
          peaksClaimedAt: null,
          ...(waveform && { waveform: sql`coalesce(${media.waveform}, ${sql.param(waveform)}::smallint[])` }),
          ...(analysis && { analysis }),
        })
        .where(and(eq(media.id, id), eq(media.peaksState, 'computing')))
        .returning({ id: media.id });
      if (updated.length > 0) return 'done';
      const [row] = await db.select({ id: media.id }).from(media).where(eq(media.id, id)).limit(1);
      return row ? 'taken' : 'gone';
    },

    /** The songs with a track playing the file, and their revision (MediaPeaksReady). */
    songsPlaying(mediaId: string): Promise<{ projectId: string; rev: number }[]> {
      return db
        .selectDistinct({ projectId: projectTracks.projectId, rev: projectSongs.rev })
        .from(projectTracks)
        .innerJoin(projectSongs, eq(projectSongs.projectId, projectTracks.projectId))
        .where(eq(projectTracks.mediaId, mediaId));
    },
  };
}
