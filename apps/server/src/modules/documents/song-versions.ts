import type { Song, SongChange } from '@create-together/contract';
import type { Executor } from '../../db/client';
import type { StoredSong } from '../../db/schema';
import type { Outbox } from '../../events/outbox';
import { type VersionSong, versionsRepository } from './versions-repository';

/**
 * What versions need of the project's song (docs/design/music-tracks.md §3), filled by the tracks
 * module, which owns the song: this module owns versions and never reads the song's tables.
 */
export interface SongSnapshots {
  /** The whole song as it is in the transaction; null for a project that never had one. */
  snapshot(tx: Executor, projectId: string): Promise<StoredSong | null>;
  /** What changed between two songs (the first may be absent: a version before songs existed). */
  changes(before: StoredSong | null, after: StoredSong): SongChange[];
  /** A kept song as `viewerId` hears it: files they may play, names of who added what. */
  present(db: Executor, song: StoredSong, at: Date): Promise<Song>;
  /** Makes a kept song the project's song again, in the restore's transaction. */
  restore(tx: Executor, outbox: Outbox, projectId: string, userId: string, song: StoredSong): Promise<void>;
}

/**
 * How a change of the song becomes part of the project's history, for the tracks module: the
 * document's row is the project's version lock, taken before the song's; a structural change (a
 * track added, replaced or removed) is a version now, a mix edit joins the burst of live edits
 * (docs/design/music-tracks.md §2.3).
 */
export interface SongVersions {
  /** Takes the version lock; `closeBurst`: live edits not yet in a version become one first. */
  lockForVersion(
    tx: Executor,
    outbox: Outbox,
    projectId: string,
    options: { closeBurst: boolean },
  ): Promise<void>;
  /** A version now, with the song as it is after the change. */
  keepTracksVersion(tx: Executor, outbox: Outbox, projectId: string, userId: string): Promise<void>;
  /** A mix edit (gain, pan, name, role, colour, offset, order, tempo): into the burst of live edits. */
  gatherMixEdit(tx: Executor, projectId: string, userId: string): Promise<void>;
}

/** The song as the next version of the project keeps it; the caller holds the version lock. */
export async function songOfVersion(
  tx: Executor,
  projectId: string,
  songs: SongSnapshots,
): Promise<VersionSong> {
  const song = await songs.snapshot(tx, projectId);
  if (!song) return { song: null, songRev: null, songChanges: [] };
  const previous = await versionsRepository(tx).latestSong(projectId);
  return { song, songRev: song.rev, songChanges: songs.changes(previous, song) };
}
