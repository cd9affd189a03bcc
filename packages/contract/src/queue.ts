import type { ProjectType } from './http/projects';

/**
 * The queue's rules that both sides read: what a creator may ask for, and the project a matched
 * team gets — SPEC.md §3 "Simulated (client-built) project", now built by the server when it
 * matches a team, so the web only names and shows them.
 */

/** A team is 2 to 6 creators: 2 is a Duo, 3 a Trio, more a Squad. */
export const TEAM_SIZE_MIN = 2;
export const TEAM_SIZE_MAX = 6;

export const SESSION_DURATIONS = ['hour', 'day', 'week'] as const;
export type SessionDuration = (typeof SESSION_DURATIONS)[number];

export const SESSION_DURATION_SECONDS: Record<SessionDuration, number> = {
  hour: 60 * 60,
  day: 24 * 60 * 60,
  week: 7 * 24 * 60 * 60,
};

/** The styles a creator picks from; a fixed list, so that "same style" is an exact comparison. */
export const QUEUE_STYLES = [
  'chill-hop',
  'electronic',
  'acoustic',
  'lo-fi',
  'ambient',
  'hip-hop',
  'jazz',
  'rock',
  'pop',
  'classical',
] as const;
export type QueueStyle = (typeof QUEUE_STYLES)[number];

/** SPEC.md §3: only these styles give type music (the others are `other`). */
export const MUSIC_STYLES: readonly QueueStyle[] = ['chill-hop', 'electronic', 'acoustic'];

/** One name per pitch class, as musicians mostly write them. */
export const TONICS = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;
type Tonic = (typeof TONICS)[number];
export type QueueKey = `${Tonic} ${'major' | 'minor'}`;
/** The 24 keys, e.g. "A minor". */
export const QUEUE_KEYS: readonly QueueKey[] = TONICS.flatMap((tonic): QueueKey[] => [
  `${tonic} major`,
  `${tonic} minor`,
]);

export const BPM_MIN = 40;
export const BPM_MAX = 240;
/** Two creators are compatible when their tempos differ by at most this many bpm. */
export const BPM_TOLERANCE = 5;

/**
 * The cover every session project gets: an image the web app ships under its public folder (SPEC.md
 * names a stock-photo host, which is not reachable from every install).
 */
export const SESSION_COVER_IMAGE = '/covers/session.jpg';

/** SPEC.md §3: 2 is Duo, 3 is Trio, otherwise Squad. */
export function teamName(teamSize: number): 'Duo' | 'Trio' | 'Squad' {
  if (teamSize === 2) return 'Duo';
  if (teamSize === 3) return 'Trio';
  return 'Squad';
}

/** SPEC.md §3: styles chill-hop, electronic and acoustic give type music. */
export function sessionProjectType(style: QueueStyle): ProjectType {
  return MUSIC_STYLES.includes(style) ? 'music' : 'other';
}

/** SPEC.md §3: cycle days are 1 for hour or day durations, otherwise 7. */
export function sessionCycleDays(duration: SessionDuration): number {
  return duration === 'hour' || duration === 'day' ? 1 : 7;
}
