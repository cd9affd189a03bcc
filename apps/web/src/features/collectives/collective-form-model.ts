import { COLLECTIVE_NAME_TAKEN, type CollectiveVisibility } from '@create-together/contract';
import type { ClientCollective } from '@/entities/collectives';
import type { FieldOf } from '@/hooks/forms/use-contract-form';
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
export const EMPTY_COLLECTIVE_FORM: CollectiveFormValues = {
  name: '',
  description: '',
  avatarUrl: null,
  coverUrl: null,
  tags: [],
  visibility: 'public',
};

export const valuesFromCollective = (collective: ClientCollective): CollectiveFormValues => ({
  name: collective.name,
  description: collective.description,
  avatarUrl: collective.avatarUrl,
  coverUrl: collective.coverUrl,
  tags: collective.tags,
  visibility: collective.visibility,
});

/**
 * Where a problem of the contract's body shows on the form: beside its field (the form's names
 * are the contract's), a tag's message naming the tag: "“Lo-fi hip hop with…”: Each tag is at
 * most 30 characters."
 */
export const collectiveFieldOf: FieldOf<CollectiveFormValues> = (path, message, values) => {
  const [field, index] = path.split('.');
  if (!field || !(field in EMPTY_COLLECTIVE_FORM)) return undefined;
  const tag = field === 'tags' && index !== undefined ? values.tags[Number(index)] : undefined;
  return { field: field as CollectiveFormField, message: tag ? `"${tag}": ${message}` : message };
};

/** A taken name is the server's 409, worded by the contract: it belongs beside the name. */
export const takenName = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.serverMessage === COLLECTIVE_NAME_TAKEN
    ? ('name' as const)
    : undefined;
