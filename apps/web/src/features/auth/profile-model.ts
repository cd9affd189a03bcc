import { ProfileBody } from '@create-together/contract';
import type { ClientUser } from './map-user';

/** The contract's limits, as the form shows them. */
export const BIO_MAX = 500;
export const TAGS_MAX = 30;

export interface ProfileValues {
  fullName: string;
  bio: string;
  avatarUrl: string | null;
  skills: string[];
  interests: string[];
}

export type ProfileField = keyof ProfileValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export function valuesFromUser(user: ClientUser): ProfileValues {
  return {
    fullName: user.fullName,
    bio: user.bio,
    avatarUrl: user.profilePictureUrl,
    skills: user.skills,
    interests: user.interests,
  };
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** Only what differs from `initial` (PUT /api/me/profile changes only the fields sent). */
export function changedFields(initial: ProfileValues, values: ProfileValues): ProfileBody {
  const body: ProfileBody = {};
  if (values.fullName.trim() !== initial.fullName.trim()) body.fullName = values.fullName.trim();
  if (values.bio !== initial.bio) body.bio = values.bio;
  if (values.avatarUrl !== initial.avatarUrl) body.avatarUrl = values.avatarUrl;
  if (!sameList(values.skills, initial.skills)) body.skills = values.skills;
  if (!sameList(values.interests, initial.interests)) body.interests = values.interests;
  return body;
}

/** The contract's ProfileBody messages, the first one per field. */
export function validateProfile(values: Partial<ProfileValues>): ProfileErrors {
  const result = ProfileBody.safeParse(values);
  if (result.success) return {};
  const errors: ProfileErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ProfileField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
