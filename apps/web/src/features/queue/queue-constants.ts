import type { SessionDuration } from '@create-together/contract';

/** SPEC.md §2.1: Queue — categories All, Projects, Collaborations. */
export const QUEUE_CATEGORIES = [
  { value: 'all', label: 'All' },
  { value: 'projects', label: 'Projects' },
  { value: 'collaborations', label: 'Collaborations' },
] as const;
export type QueueCategory = (typeof QUEUE_CATEGORIES)[number]['value'];

/** The address's name for the category: /queue?category=collaborations. */
export const QUEUE_CATEGORY_PARAM = 'category';

/** The team choices: Duo and Trio are one size each; Squad is 4 up to the contract's TEAM_SIZE_MAX. */
export const TEAM_CHOICES = [
  { value: 'duo', label: 'Duo' },
  { value: 'trio', label: 'Trio' },
  { value: 'squad', label: 'Squad' },
] as const;
export type TeamChoice = (typeof TEAM_CHOICES)[number]['value'];
export const SQUAD_SIZE_MIN = 4;

export const DURATION_CHOICES: ReadonlyArray<{ value: SessionDuration; label: string }> = [
  { value: 'hour', label: 'An hour' },
  { value: 'day', label: 'A day' },
  { value: 'week', label: 'A week' },
];

/** In "All", each list shows its first few; its category shows them all. */
export const ALL_SESSIONS_SHOWN = 3;
export const ALL_PROJECTS_SHOWN = 6;

export const QUEUE_MESSAGES = {
  bpmRequired: 'Enter a tempo in bpm.',
  bpmWhole: 'Tempo must be a whole number of bpm.',
  styleRequired: 'Pick a style.',
  enterFailed: 'Could not enter the queue.',
} as const;
