import type { CreateProjectInput } from './http/projects';
import type { QueueSettings } from './http/queue';
import {
  SESSION_COVER_IMAGE,
  SESSION_DURATION_SECONDS,
  type SessionDuration,
  sessionCycleDays,
  sessionProjectType,
  teamName,
} from './queue';

// A matched team's session as a project: its name and the project it starts (SPEC.md §3).

const DURATION_WORDS: Record<SessionDuration, string> = { hour: 'an hour', day: 'a day', week: 'a week' };

/** e.g. "Trio Session: chill-hop in A minor, 90 bpm" (always within the project name limit). */
export function sessionName(teamSize: number, { style, key, bpm }: QueueSettings): string {
  return `${teamName(teamSize)} Session: ${style} in ${key}, ${bpm} bpm`;
}

export interface SessionProjectOptions {
  teamSize: number;
  duration: SessionDuration;
  settings: QueueSettings;
  /** When the session starts. */
  now: Date;
}

/** The project (as POST /api/projects takes it) of a matched team's session: public, starting now. */
export function buildSessionProject({ teamSize, duration, settings, now }: SessionProjectOptions) {
  const start = Math.floor(now.getTime() / 1000);
  const { style, key, bpm } = settings;
  const within = DURATION_WORDS[duration];
  return {
    name: sessionName(teamSize, settings),
    description: `A ${teamName(teamSize).toLowerCase()} of ${teamSize} making a ${style} track in ${key} at ${bpm} bpm, in ${within}.`,
    projectType: sessionProjectType(style),
    isPublic: true,
    coverImageUrl: SESSION_COVER_IMAGE,
    startDate: start,
    endDate: start + SESSION_DURATION_SECONDS[duration],
    contributionCycleDays: sessionCycleDays(duration),
    goals: `Finish one ${style} track together within ${within}.`,
    requiredSkills: [style],
  } satisfies CreateProjectInput;
}
