import { z } from 'zod';
import { BPM_MAX, BPM_MIN, QUEUE_STYLES, SESSION_DURATIONS, TEAM_SIZE_MAX, TEAM_SIZE_MIN } from '../queue';
import { EpochSeconds } from './common';
import { MusicalKey } from './media';
import { Project } from './projects';

// /queue (ours; SPEC.md §2.1 "Categories All, Projects, Collaborations"): waiting for a quick
// session with compatible creators, the sessions it formed, and open projects that need your skills.

/** The most sessions "Collaborations" lists, and the most projects "Projects" lists. */
export const QUEUE_SESSIONS_MAX = 100;
export const QUEUE_PROJECTS_MAX = 20;

export const ALREADY_QUEUED = 'You are already waiting in the queue. Leave it first to change your settings.';

/** How long a session runs (SESSION_DURATIONS). */
export const QueueDuration = z.enum(SESSION_DURATIONS, { error: 'Duration must be hour, day or week.' });

export const QueueSettings = z.object({
  /** One of QUEUE_KEYS, e.g. "A minor". */
  key: MusicalKey,
  /** Tempo, a whole number of beats per minute from 40 to 240. */
  bpm: z
    .number()
    // A refinement, not .int(): the server words a type error after the outer field ("settings").
    .refine(Number.isInteger, 'Tempo must be a whole number of bpm.')
    .min(BPM_MIN, `Tempo must be at least ${BPM_MIN} bpm.`)
    .max(BPM_MAX, `Tempo must be at most ${BPM_MAX} bpm.`),
  /** One of QUEUE_STYLES. */
  style: z.enum(QUEUE_STYLES, { error: `Style must be one of ${QUEUE_STYLES.join(', ')}.` }),
});
export type QueueSettings = z.infer<typeof QueueSettings>;

/** POST /api/queue */
export const EnterQueueBody = z.object({
  /** How many creators the team has, 2–6 (2 Duo, 3 Trio, more Squad). */
  teamSize: z
    .number()
    .int('Team size must be a whole number.')
    .min(TEAM_SIZE_MIN, `Team size must be at least ${TEAM_SIZE_MIN}.`)
    .max(TEAM_SIZE_MAX, `Team size must be at most ${TEAM_SIZE_MAX}.`),
  /** How long the session runs. */
  duration: QueueDuration,
  settings: QueueSettings,
});
export type EnterQueueBody = z.infer<typeof EnterQueueBody>;

/** waiting → matched (a team formed) or left (DELETE /api/queue). */
export const QueueEntryState = z.enum(['waiting', 'matched', 'left']);

/** One time a creator entered the queue. */
export const QueueEntry = z.object({
  entryId: z.string(),
  teamSize: z.number().int(),
  duration: QueueDuration,
  settings: QueueSettings,
  state: QueueEntryState,
  createdAt: EpochSeconds,
});
export type QueueEntry = z.infer<typeof QueueEntry>;

/** A team the queue formed, and the project it works in. */
export const QueueSession = z.object({
  teamSize: z.number().int(),
  duration: QueueDuration,
  /** The team's settings: its earliest waiter's (the others' tempos are within BPM_TOLERANCE of it). */
  settings: QueueSettings,
  matchedAt: EpochSeconds,
  /** When the session's time is up: `matchedAt` plus its duration (its project's end date as made). */
  endsAt: EpochSeconds,
  /** running until `endsAt` while its project is active; ended after, or once archived or completed. */
  state: z.enum(['running', 'ended']),
  project: Project,
});
export type QueueSession = z.infer<typeof QueueSession>;

/** POST /api/queue — 201; `match` when your entry completed a team, else null (you wait). */
export const EnterQueueAnswer = z.object({
  success: z.literal(true),
  entry: QueueEntry,
  match: QueueSession.nullable(),
});
export type EnterQueueAnswer = z.infer<typeof EnterQueueAnswer>;

/** GET /api/queue — your waiting entry (null when you are not waiting). */
export const QueueStatusAnswer = z.object({
  success: z.literal(true),
  entry: QueueEntry.nullable(),
  /** Other creators waiting now whom your entry is compatible with (0 when you are not waiting). */
  compatibleWaiting: z.number().int().nonnegative(),
});
export type QueueStatusAnswer = z.infer<typeof QueueStatusAnswer>;

/** DELETE /api/queue — idempotent; `left` is false when you were not waiting. */
export const LeaveQueueAnswer = z.object({ success: z.literal(true), left: z.boolean() });
export type LeaveQueueAnswer = z.infer<typeof LeaveQueueAnswer>;

/** GET /api/queue/sessions ("Collaborations") — your sessions, newest first, at most QUEUE_SESSIONS_MAX. */
export const QueueSessionsAnswer = z.object({ success: z.literal(true), sessions: z.array(QueueSession) });
export type QueueSessionsAnswer = z.infer<typeof QueueSessionsAnswer>;

/**
 * GET /api/queue/projects ("Projects") — public active projects needing one of your skills that you
 * are not in, most recently updated first (without skills: any you are not in), at most
 * QUEUE_PROJECTS_MAX.
 */
export const QueueProjectsAnswer = z.object({ success: z.literal(true), projects: z.array(Project) });
export type QueueProjectsAnswer = z.infer<typeof QueueProjectsAnswer>;
