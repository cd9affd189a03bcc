import type { Song, Track, TrackColour, TrackFile } from '@create-together/contract';
import { mediaUrl } from '../media/constants';
import type { FileView, SongRow, TrackView } from './repository';
import { songLength } from './song-rules';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A track's or a take's file as the mixer needs it. */
export function presentFile(mediaId: string, file: FileView): TrackFile {
  return {
    mediaId,
    url: mediaUrl(file.fileName),
    peaksUrl: file.peaksFileName ? mediaUrl(file.peaksFileName) : null,
    mimeType: file.mimeType,
    title: file.title || file.originalName,
    ownerUserId: file.ownerUserId,
    analysis: file.analysis,
  };
}

/** A track as the mixer and its lanes need it. */
export function presentTrack(track: TrackView): Track {
  const { file, addedByUser } = track;
  return {
    id: track.id,
    position: track.position,
    name: track.name,
    role: track.role,
    colour: track.colour as TrackColour,
    startOffsetMs: track.startOffsetMs,
    durationMs: track.durationMs,
    gainDb: track.gainDb,
    pan: track.pan,
    file: file && track.mediaId ? presentFile(track.mediaId, file) : null,
    addedBy:
      track.addedBy && addedByUser
        ? { userId: track.addedBy, username: addedByUser.username, avatarUrl: addedByUser.avatarUrl }
        : null,
    contributionId: track.contributionId,
    updatedAt: seconds(track.updatedAt),
  };
}

/** The song (a project that never had one has an empty song at revision 0, without a tempo). */
export function presentSong(
  song: (Omit<SongRow, 'key'> & Partial<Pick<SongRow, 'key'>>) | null,
  tracks: readonly TrackView[],
): Song {
  return {
    rev: song?.rev ?? 0,
    tempoBpm: song?.tempoBpm ?? null,
    beatsPerBar: song?.beatsPerBar ?? 4,
    key: song?.key ?? null,
    lengthMs: songLength(tracks),
    tracks: tracks.map(presentTrack),
  };
}
