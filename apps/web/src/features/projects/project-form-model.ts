import type { CreateProjectInput, ProjectType } from '@create-together/contract';
import type { ClientProject } from '@/entities/projects';
import type { FieldOf } from '@/hooks/forms/use-contract-form';

/** What the project form edits, as its inputs hold it (dates as YYYY-MM-DD, the cycle as text). */
export interface ProjectFormValues {
  title: string;
  description: string;
  type: ProjectType;
  isPublic: boolean;
  coverImageUrl: string | null;
  startDate: string;
  endDate: string;
  cycleDays: string;
  goals: string;
  skills: string[];
}

export type ProjectFormField = keyof ProjectFormValues;

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  title: '',
  description: '',
  type: 'other',
  isPublic: true,
  coverImageUrl: null,
  startDate: '',
  endDate: '',
  cycleDays: '',
  goals: '',
  skills: [],
};

/** The contract's field names → the form's. */
const FIELD_FOR_PATH: Record<string, ProjectFormField> = {
  name: 'title',
  description: 'description',
  projectType: 'type',
  isPublic: 'isPublic',
  coverImageUrl: 'coverImageUrl',
  startDate: 'startDate',
  endDate: 'endDate',
  contributionCycleDays: 'cycleDays',
  goals: 'goals',
  requiredSkills: 'skills',
};

/**
 * A date input's day as seconds since the epoch, at 00:00 UTC — and back, in UTC too, so a day
 * round-trips unchanged whatever the browser's time zone. Empty or invalid is null.
 */
export function dateInputToSeconds(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

/** An ISO time (ClientProject's dates) as the YYYY-MM-DD of a date input, read in UTC. */
export function isoToDateInput(iso: string | null): string {
  return iso ? iso.slice(0, 10) : '';
}

export function valuesFromProject(project: ClientProject): ProjectFormValues {
  return {
    title: project.title,
    description: project.description,
    type: project.type,
    isPublic: project.isPublic,
    coverImageUrl: project.coverImage,
    startDate: isoToDateInput(project.duration.start),
    endDate: isoToDateInput(project.duration.end),
    cycleDays:
      project.duration.contributionCycleDays == null ? '' : String(project.duration.contributionCycleDays),
    goals: project.goals,
    skills: project.requiredSkills,
  };
}

/** The form as the contract's project input (before the contract trims and checks it). */
export function toProjectInput(values: ProjectFormValues): Required<CreateProjectInput> {
  const cycle = values.cycleDays.trim();
  return {
    name: values.title,
    description: values.description,
    projectType: values.type,
    isPublic: values.isPublic,
    coverImageUrl: values.coverImageUrl,
    startDate: dateInputToSeconds(values.startDate),
    endDate: dateInputToSeconds(values.endDate),
    contributionCycleDays: cycle === '' || !Number.isFinite(Number(cycle)) ? null : Number(cycle),
    goals: values.goals,
    requiredSkills: values.skills,
  };
}

/**
 * Where a problem of the contract's project input shows on the form: its field ("name" → Title),
 * a skill's message naming the skill. Problems of no field are the form's own message.
 */
export const projectFieldOf: FieldOf<ProjectFormValues> = (path, message, values) => {
  const [head, index] = path.split('.');
  const field = head ? FIELD_FOR_PATH[head] : undefined;
  if (!field) return undefined;
  const skill = field === 'skills' && index !== undefined ? values.skills[Number(index)] : undefined;
  return { field, message: skill ? `"${skill}": ${message}` : message };
};

/** The contract checks the dates' order only once every field is valid; the form says it at once. */
export function datesOutOfOrder(values: ProjectFormValues): Partial<Record<ProjectFormField, string>> {
  const start = dateInputToSeconds(values.startDate);
  const end = dateInputToSeconds(values.endDate);
  return start !== null && end !== null && end < start
    ? { endDate: 'End date must not be before the start date.' }
    : {};
}
