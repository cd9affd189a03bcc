import { type Song, TRACK_GAIN_DB, TRACK_PAN } from '@create-together/contract';

/** A track's place in the band's mix: what its fader and pan knob set. */
export interface TrackMix {
  gainDb: number;
  pan: number;
}

/** The track's mix in the song, or null when the song does not have that track. */
export function trackMixOf(song: Song, trackId: string): TrackMix | null {
  const track = song.tracks.find((t) => t.id === trackId);
  return track ? { gainDb: track.gainDb, pan: track.pan } : null;
}

/** The song with that track's gain and/or pan set (nothing else, its revision neither). */
export function withTrackMix(song: Song, trackId: string, mix: Partial<TrackMix>): Song {
  if (mix.gainDb === undefined && mix.pan === undefined) return song;
  return {
    ...song,
    tracks: song.tracks.map((track) => (track.id === trackId ? { ...track, ...mix } : track)),
  };
}

const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, value));

/**
 * A fader's or knob's value as the server keeps it: gain −60…+12 dB to one decimal, pan −100…+100
 * whole (a pointer gives any number; the server refuses a pan that is not whole).
 */
export function normaliseMix(mix: Partial<TrackMix>): Partial<TrackMix> {
  return {
    ...(mix.gainDb === undefined ? {} : { gainDb: Math.round(clamp(mix.gainDb, TRACK_GAIN_DB) * 10) / 10 }),
    ...(mix.pan === undefined ? {} : { pan: Math.round(clamp(mix.pan, TRACK_PAN)) }),
  };
}

/**
 * The song with its tracks in this order, top to bottom (positions 0, 1, 2…); the tracks it does
 * not list keep their order below them.
 */
export function withTrackOrder(song: Song, trackIds: readonly string[]): Song {
  const byId = new Map(song.tracks.map((track) => [track.id, track]));
  const listed = trackIds.flatMap((id) => byId.get(id) ?? []);
  const rest = song.tracks.filter((track) => !trackIds.includes(track.id));
  return { ...song, tracks: [...listed, ...rest].map((track, position) => ({ ...track, position })) };
}
