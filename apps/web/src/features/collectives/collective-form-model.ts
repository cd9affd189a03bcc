import {
  COLLECTIVE_NAME_TAKEN,
  CollectiveBody,
  type CollectiveInput,
  type CollectiveVisibility,
} from '@create-together/contract';
import type { ClientCollective } from '@/entities/collectives';
import { ApiError } from '@/lib/api-error';

/** What the collective form edits, as its inputs hold it. */
export interface CollectiveFormValues {
  name: string;
  description: string;
  avatarUrl: string | null;
  coverUrl: string | null;
  tags: string[];
  visibility: CollectiveVisibility;
}

export type CollectiveFormField = keyof CollectiveFormValues;
export type CollectiveFormErrors = Partial<Record<CollectiveFormField | 'form', string>>;

export const EMPTY_COLLECTIVE_FORM: CollectiveFormValues = {
  name: '',
  description: '',
  avatarUrl: null,
  coverUrl: null,
  tags: [],
  visibility: 'public',
};

/** The order the fields appear in, so the first invalid one can take focus. */
export const COLLECTIVE_FIELD_ORDER: readonly CollectiveFormField[] = [
  'name',
  'description',
  'tags',
  'avatarUrl',
  'coverUrl',
  'visibility',
];

const isField = (key: unknown): key is CollectiveFormField =>
  typeof key === 'string' && (COLLECTIVE_FIELD_ORDER as readonly string[]).includes(key);

export const valuesFromCollective = (collective: ClientCollective): CollectiveFormValues => ({
  name: collective.name,
  description: collective.description,
  avatarUrl: collective.avatarUrl,
  coverUrl: collective.coverUrl,
  tags: collective.tags,
  visibility: collective.visibility,
});

/** A tag's message names the tag: "“Lo-fi hip hop with…”: Each tag is at most 30 characters." */
const aboutTag = (values: CollectiveFormValues, index: unknown, message: string) => {
  const tag = typeof index === 'number' ? values.tags[index] : undefined;
  return tag ? `"${tag}": ${message}` : message;
};

export type CollectiveFormResult =
  | { ok: true; data: CollectiveInput }
  | { ok: false; errors: CollectiveFormErrors };

/**
 * Checks the form with the contract's own schema (CollectiveBody), so the messages beside the
 * fields are the server's. The first message per field wins.
 */
export function validateCollectiveForm(values: CollectiveFormValues): CollectiveFormResult {
  const result = CollectiveBody.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: CollectiveFormErrors = {};
  for (const issue of result.error.issues) {
    const [head, index] = issue.path;
    const key = isField(head) ? head : 'form';
    if (errors[key]) continue;
    errors[key] = key === 'tags' ? aboutTag(values, index, issue.message) : issue.message;
  }
  return { ok: false, errors };
}

/** The server's "field.index: Message." of a refused body (its validation's one sentence). */
const FIELD_SENTENCE = /^(\w+)(?:\.(\d+))?: (.+)$/s;

/**
 * A refusal that belongs beside one field: the name taken (409), or a field the server's check of
 * the body named (400). Anything else is null: the form says it above its buttons.
 */
export function serverFieldErrors(error: unknown, values: CollectiveFormValues): CollectiveFormErrors | null {
  if (!(error instanceof ApiError) || !error.serverMessage) return null;
  if (error.status === 409 && error.serverMessage === COLLECTIVE_NAME_TAKEN) {
    return { name: COLLECTIVE_NAME_TAKEN };
  }
  if (error.status !== 400) return null;
  const match = FIELD_SENTENCE.exec(error.serverMessage);
  const [, field, index, message = ''] = match ?? [];
  if (!isField(field)) return null;
  return { [field]: field === 'tags' ? aboutTag(values, Number(index), message) : message };
}
