import { badRequest, conflict } from '../../lib/errors';
import {
  offsetOutsideSong,
  SONG_TOO_LONG,
  TAKE_TARGET_NOT_FOUND,
  takeTargetRemoved as takeTargetRemovedSentence,
} from './constants';
import { checkPlacement, type Placement, songLength } from './song-rules';

/** The answer for a placement the song's rules refuse (null: it is allowed). */
export function placementRefusal(
  tracks: readonly Placement[],
  trackId: string | null,
  startMs: number,
  durationMs: number,
) {
  const refusal = checkPlacement(tracks, trackId, startMs, durationMs);
  if (refusal === 'starts_after_end') {
    const others = trackId === null ? tracks : tracks.filter((track) => track.id !== trackId);
    return badRequest(offsetOutsideSong(songLength(others)), 'OFFSET_OUTSIDE_SONG');
  }
  if (refusal === 'too_long') return badRequest(SONG_TOO_LONG, 'SONG_TOO_LONG');
  return null;
}

/** A proposal's take `index` names a track the song does not have. */
export const takeTargetNotFound = (index: number) =>
  badRequest(`takes.${index}.replacesTrackId: ${TAKE_TARGET_NOT_FOUND}`, 'TAKE_TARGET_NOT_FOUND');

/** A merge's take replaces a track removed since the proposal. */
export const takeTargetRemoved = (name: string) =>
  conflict(takeTargetRemovedSentence(name), 'TAKE_TARGET_REMOVED');
