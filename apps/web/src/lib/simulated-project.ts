import { type CreateProjectInput, PROJECT_NAME_MAX, type ProjectType } from '@create-together/contract';

/**
 * The simulated (client-built) project of SPEC.md §3: a short session a matched team starts
 * from the queue, built from the team's size, how long it runs and the musical settings.
 */

export type SessionDuration = 'hour' | 'day' | 'week';

export interface SessionSettings {
  /** e.g. "A minor". */
  key: string;
  bpm: number;
  /** e.g. "chill-hop". */
  style: string;
}

export interface SimulatedProjectOptions {
  teamSize: number;
  duration: SessionDuration;
  settings: SessionSettings;
  /** A cover image we ship; SPEC.md's stock-photo host is not reachable from every install. */
  coverImageUrl?: string;
  /** When the session starts (default: now). */
  now?: Date;
  isPublic?: boolean;
}

export const SIMULATED_COVER_IMAGE = '/covers/session.jpg';

/** SPEC.md §3: 2 is Duo, 3 is Trio, otherwise Squad. */
export function teamName(teamSize: number): 'Duo' | 'Trio' | 'Squad' {
  if (teamSize === 2) return 'Duo';
  if (teamSize === 3) return 'Trio';
  return 'Squad';
}

/** SPEC.md §3: styles chill-hop, electronic and acoustic give type music. */
export const MUSIC_STYLES: readonly string[] = ['chill-hop', 'electronic', 'acoustic'];

export function sessionProjectType(style: string): ProjectType {
  return MUSIC_STYLES.includes(style.trim().toLowerCase()) ? 'music' : 'other';
}

/** SPEC.md §3: cycle days are 1 for hour or day durations, otherwise 7. */
export function sessionCycleDays(duration: SessionDuration): number {
  return duration === 'hour' || duration === 'day' ? 1 : 7;
}

export const SESSION_DURATION_SECONDS: Record<SessionDuration, number> = {
  hour: 60 * 60,
  day: 24 * 60 * 60,
  week: 7 * 24 * 60 * 60,
};

const DURATION_WORDS: Record<SessionDuration, string> = { hour: 'an hour', day: 'a day', week: 'a week' };

/** e.g. "Trio Session: chill-hop in A minor, 90 bpm" (cut to the 120-character name limit). */
export function sessionName(teamSize: number, settings: SessionSettings): string {
  const name = `${teamName(teamSize)} Session: ${settings.style.trim()} in ${settings.key.trim()}, ${Math.round(settings.bpm)} bpm`;
  return name.length <= PROJECT_NAME_MAX ? name : `${name.slice(0, PROJECT_NAME_MAX - 1).trimEnd()}…`;
}

/** The project input (POST /api/projects) of a simulated session. */
export function buildSimulatedProject(options: SimulatedProjectOptions): CreateProjectInput {
  const { teamSize, duration, settings } = options;
  const start = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const style = settings.style.trim();
  const bpm = Math.round(settings.bpm);
  return {
    name: sessionName(teamSize, settings),
    description: `A ${teamName(teamSize).toLowerCase()} of ${teamSize} making a ${style} track in ${settings.key.trim()} at ${bpm} bpm, in ${DURATION_WORDS[duration]}.`,
    projectType: sessionProjectType(style),
    isPublic: options.isPublic ?? true,
    coverImageUrl: options.coverImageUrl ?? SIMULATED_COVER_IMAGE,
    startDate: start,
    endDate: start + SESSION_DURATION_SECONDS[duration],
    contributionCycleDays: sessionCycleDays(duration),
    goals: `Finish one ${style} track together within ${DURATION_WORDS[duration]}.`,
    requiredSkills: style ? [style] : [],
  };
}
