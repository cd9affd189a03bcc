import type { FriendshipState, UserView } from '@create-together/contract';

/** Another creator as profile pages and people search show them (no email). */
export interface Person {
  id: string;
  username: string;
  fullName: string;
  avatarUrl: string | null;
  bio: string;
  /** ISO time. */
  createdAt: string;
  skills: string[];
  interests: string[];
  /** Where the signed-in user stands with them; `none` when signed out or for yourself. */
  friendship: FriendshipState;
}

export function mapPerson(user: UserView): Person {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    avatarUrl: user.avatarUrl,
    bio: user.bio,
    createdAt: new Date(user.createdAt * 1000).toISOString(),
    skills: user.skills,
    interests: user.interests,
    friendship: user.friendship,
  };
}
