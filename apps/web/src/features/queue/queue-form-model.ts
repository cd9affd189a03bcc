import {
  type QueueKey,
  type QueueStyle,
  type SessionDuration,
  TEAM_SIZE_MAX,
} from '@create-together/contract';
import type { FieldOf } from '@/hooks/forms/use-contract-form';
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

/** The body the form makes: the tempo as a number, the choices under `settings`. */
export const toQueueBody = (values: QueueFormValues): unknown => ({
  teamSize: values.teamSize,
  duration: values.duration,
  settings: { key: values.key, bpm: Number(values.bpm), style: values.style },
});

/** "settings.bpm" is the tempo's field, and so on: the form's fields are the body's last keys. */
export const queueFieldOf: FieldOf<QueueFormValues> = (path, message) => {
  const field = path.split('.').at(-1);
  return field && field in INITIAL_QUEUE_FORM ? { field: field as QueueFormField, message } : undefined;
};

/** An empty tempo and a missing style get words of their own: the schema's would speak of types and lists. */
export function unchosen(values: QueueFormValues): QueueFormErrors {
  const errors: QueueFormErrors = {};
  if (values.bpm.trim() === '') errors.bpm = QUEUE_MESSAGES.bpmRequired;
  else if (!Number.isFinite(Number(values.bpm))) errors.bpm = QUEUE_MESSAGES.bpmWhole;
  if (values.style === null) errors.style = QUEUE_MESSAGES.styleRequired;
  return errors;
}
