import type { TrackColour } from '@create-together/contract';

// The mixer's look and sizes (docs/design/music-tracks.md §7.2). Canvas needs colours as values:
// each track colour is Tailwind's 400 of the same name (readable on our dark surfaces) for the
// waveform, and its 500 at low alpha for the lane's ground.

export const TRACK_COLOUR_HEX: Record<TrackColour, { wave: string; ground: string }> = {
  red: { wave: '#f87171', ground: 'rgb(239 68 68 / 0.10)' },
  orange: { wave: '#fb923c', ground: 'rgb(249 115 22 / 0.10)' },
  amber: { wave: '#fbbf24', ground: 'rgb(245 158 11 / 0.10)' },
  lime: { wave: '#a3e635', ground: 'rgb(132 204 22 / 0.10)' },
  green: { wave: '#4ade80', ground: 'rgb(34 197 94 / 0.10)' },
  teal: { wave: '#2dd4bf', ground: 'rgb(20 184 166 / 0.10)' },
  cyan: { wave: '#22d3ee', ground: 'rgb(6 182 212 / 0.10)' },
  sky: { wave: '#38bdf8', ground: 'rgb(14 165 233 / 0.10)' },
  blue: { wave: '#60a5fa', ground: 'rgb(59 130 246 / 0.10)' },
  violet: { wave: '#a78bfa', ground: 'rgb(139 92 246 / 0.10)' },
  fuchsia: { wave: '#e879f9', ground: 'rgb(217 70 239 / 0.10)' },
  rose: { wave: '#fb7185', ground: 'rgb(244 63 94 / 0.10)' },
};

/** The track headers' column on a desktop. */
export const HEADER_WIDTH = 184;
/** Zoom: pixels a second, from "the whole song fits" up to one bar filling a lane (the peaks hold 200 pairs a second). */
export const MAX_PX_PER_SEC = 400;
export const ZOOM_STEP = 1.6;

/** Arrow keys move the playhead this far; with Shift a bar (with a tempo) or a second. */
export const SEEK_STEP_S = 5;

export const MIXER_TEXT = {
  region: 'Song',
  tracks: 'Tracks',
  play: 'Play',
  pause: 'Pause',
  toStart: 'Back to start',
  loop: 'Loop',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  mute: 'Mute',
  solo: 'Solo',
  gain: 'Gain',
  pan: 'Pan',
  playhead: 'Playhead',
  decoding: 'Getting the tracks ready…',
  failed: 'The song could not be played in this browser.',
  deletedFile: 'The file of this track was deleted by its owner.',
  meter: 'Master level',
} as const;
