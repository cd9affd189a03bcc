import type { TrackColour } from '@create-together/contract';

// With the workspace (cards and forms show a track's colour); the mixer's chunk has the canvas colours.

/** Tailwind classes of a track's colour chip. */
export const TRACK_COLOUR_CHIP: Record<TrackColour, string> = {
  red: 'bg-red-400',
  orange: 'bg-orange-400',
  amber: 'bg-amber-400',
  lime: 'bg-lime-400',
  green: 'bg-green-400',
  teal: 'bg-teal-400',
  cyan: 'bg-cyan-400',
  sky: 'bg-sky-400',
  blue: 'bg-blue-400',
  violet: 'bg-violet-400',
  fuchsia: 'bg-fuchsia-400',
  rose: 'bg-rose-400',
};
