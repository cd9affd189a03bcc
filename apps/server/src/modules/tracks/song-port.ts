import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { media, type StoredSong, users } from '../../db/schema';
import type { Outbox } from '../../events/outbox';
import type { SongSnapshots } from '../documents/song-versions';
import { presentSong } from './presenter';
import { songsRepository, type TrackView } from './repository';
import { type SongState, songChanges } from './song-rules';

const stateOf = (song: StoredSong | null): SongState => ({
  tempoBpm: song?.tempoBpm ?? null,
  key: song?.key ?? null,
  tracks: song?.tracks ?? [],
});

/**
 * The song as versions keep, show and restore it (docs/design/music-tracks.md §3), for the
 * documents module, which owns versions: it locks the song's row where it changes it, and makes no
 * version itself (the restore's version is kept by the documents module, with this song in it).
 */
export function songSnapshots(): SongSnapshots {
  return {
    snapshot: (tx, projectId) => songsRepository(tx).snapshot(projectId),

    changes: (before, after) => songChanges(stateOf(before), stateOf(after)),

    async present(db, song, at) {
      const mediaIds = song.tracks.flatMap((track) => (track.mediaId ? [track.mediaId] : []));
      const userIds = song.tracks.flatMap((track) => (track.addedBy ? [track.addedBy] : []));
      const [fileOf, people] = await Promise.all([
        songsRepository(db).filesOf(mediaIds),
        userIds.length === 0
          ? []
          : db
              .select({ id: users.id, username: users.username, avatarUrl: users.avatarUrl })
              .from(users)
              .where(inArray(users.id, userIds)),
      ]);
      const personOf = new Map(people.map(({ id, ...person }) => [id, person]));
      const tracks: TrackView[] = song.tracks.map((track) => ({
        ...track,
        projectId: '',
        // A file deleted since: the track keeps its place, silent.
        mediaId: track.mediaId && fileOf.has(track.mediaId) ? track.mediaId : null,
        file: (track.mediaId && fileOf.get(track.mediaId)) || null,
        addedByUser: (track.addedBy && personOf.get(track.addedBy)) || null,
        createdAt: at,
        updatedAt: at,
      }));
      return presentSong(song, tracks);
    },

    async restore(tx, outbox, projectId, userId, song) {
      await restoreSong(tx, outbox, projectId, userId, song);
    },
  };
}

/**
 * Makes a kept song the project's song: tracks not in it go, its tracks come back with their ids
 * (ids are never reused) at their places with their mix, and its tempo. A file deleted since comes
 * back silent. Every file of it is the project's to play again.
 */
async function restoreSong(
  tx: Executor,
  outbox: Outbox,
  projectId: string,
  userId: string,
  song: StoredSong,
): Promise<void> {
  const songs = songsRepository(tx);
  await songs.lock(projectId);
  const wanted = song.tracks.flatMap((track) => (track.mediaId ? [track.mediaId] : []));
  const present = new Set(
    wanted.length === 0
      ? []
      : (await tx.select({ id: media.id }).from(media).where(inArray(media.id, wanted))).map((row) => row.id),
  );
  await songs.replaceTracks(
    projectId,
    song.tracks.map((track) => ({
      ...track,
      mediaId: track.mediaId && present.has(track.mediaId) ? track.mediaId : null,
    })),
  );
  await songs.grant(projectId, [...present], userId);
  const rev = await songs.bump(projectId, {
    tempoBpm: song.tempoBpm,
    beatsPerBar: song.beatsPerBar,
    key: song.key ?? null,
  });
  outbox.emit('SongChanged', { projectId, userId, rev, change: 'restore', trackId: null, mix: null });
}
