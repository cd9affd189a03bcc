import {
  EnterQueueBody,
  type QueueKey,
  type QueueStyle,
  type SessionDuration,
  TEAM_SIZE_MAX,
} from '@create-together/contract';
import { QUEUE_MESSAGES, SQUAD_SIZE_MIN, type TeamChoice } from './queue-constants';

/** What the form holds: the tempo as typed, and no style until one is picked. */
export interface QueueFormValues {
  teamSize: number;
  duration: SessionDuration;
  key: QueueKey;
  bpm: string;
  style: QueueStyle | null;
}

export type QueueFormField = 'teamSize' | 'duration' | 'key' | 'bpm' | 'style';
export type QueueFormErrors = Partial<Record<QueueFormField, string>>;

export const INITIAL_QUEUE_FORM: QueueFormValues = {
  teamSize: 3,
  duration: 'day',
  key: 'A minor',
  bpm: '90',
  style: null,
};

export const teamChoiceOf = (teamSize: number): TeamChoice =>
  teamSize === 2 ? 'duo' : teamSize === 3 ? 'trio' : 'squad';

/** Choosing Squad starts at its smallest size; the stepper goes from there. */
export const sizeOfChoice = (choice: TeamChoice, current: number): number =>
  choice === 'duo' ? 2 : choice === 'trio' ? 3 : Math.min(Math.max(current, SQUAD_SIZE_MIN), TEAM_SIZE_MAX);

/**
 * The contract's own schema decides (the server checks the same); only an empty tempo and a
 * missing style get words of their own: the schema's would speak of types and lists.
 */
export function validateQueueForm(
  values: QueueFormValues,
): { body: EnterQueueBody; errors: null } | { body: null; errors: QueueFormErrors } {
  const errors: QueueFormErrors = {};
  const bpm = Number(values.bpm);
  if (values.bpm.trim() === '') errors.bpm = QUEUE_MESSAGES.bpmRequired;
  else if (!Number.isFinite(bpm)) errors.bpm = QUEUE_MESSAGES.bpmWhole;
  if (values.style === null) errors.style = QUEUE_MESSAGES.styleRequired;
  const parsed = EnterQueueBody.safeParse({
    teamSize: values.teamSize,
    duration: values.duration,
    settings: { key: values.key, bpm, style: values.style },
  });
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path.at(-1) as QueueFormField;
    errors[field] ??= issue.message;
  }
  return parsed.success && Object.keys(errors).length === 0
    ? { body: parsed.data, errors: null }
    : { body: null, errors };
}
