import type { ProfileBody } from '@create-together/contract';
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
