import { SONG_MAX_MS, TRACKS_MAX } from '@create-together/contract';

// The tracks module's refusals (docs/design/music-tracks.md §2.6): each changes nothing.

export const TRACK_NOT_FOUND = 'Track not found.';
export const MEDIA_NOT_USABLE = 'You can only use your own audio files, or files already in this project.';
export const NOT_AUDIO = 'Only audio files can be tracks.';
export const NO_DURATION = 'The length of this file could not be read, so it cannot be placed in the song.';
export const TOO_MANY_TRACKS = `A song can have at most ${TRACKS_MAX} tracks.`;
export const SONG_TOO_LONG = `The song can be at most ${SONG_MAX_MS / 60_000} minutes long.`;
export const STALE_TRACKS = 'The tracks changed since you opened them. Reload to see the latest version.';
export const ORDER_INCOMPLETE = 'trackIds: List every track of the song exactly once.';
export const TAKE_OUTSIDE_SONG =
  'A take of this contribution would start after the end of the song as it is now.';
export const TAKE_FILE_DELETED = 'The file of a take of this contribution was deleted by its owner.';
/** `takes.{n}.replacesTrackId: …` of a proposal naming a track the song does not have. */
export const TAKE_TARGET_NOT_FOUND = 'That track is not in this song.';
/** A merge whose replaced track was removed since the proposal. */
export const takeTargetRemoved = (name: string) =>
  `"${name}", which a take of this contribution replaces, was removed from the song after it was proposed.`;

/** "A track must start within the song, between 0:00 and 3:12." */
export const offsetOutsideSong = (lengthMs: number) =>
  `A track must start within the song, between 0:00 and ${clock(lengthMs)}.`;

/** m:ss of whole seconds, rounded down: a start at the very end is allowed, so the bound shown never overshoots it. */
function clock(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A track gets the next colour of the palette when none is chosen: neighbours never look alike. */
const DEFAULT_COLOUR_ORDER = [
  'sky',
  'amber',
  'green',
  'rose',
  'violet',
  'teal',
  'orange',
  'blue',
  'lime',
  'fuchsia',
  'cyan',
  'red',
] as const;

/** The palette in turn, for the track at `index`. */
export const defaultColour = (index: number): string =>
  DEFAULT_COLOUR_ORDER[index % DEFAULT_COLOUR_ORDER.length] ?? 'sky';
