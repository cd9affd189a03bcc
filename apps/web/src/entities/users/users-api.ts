import {
  type FriendshipState,
  UserSearchAnswer,
  type UserView,
  UserViewAnswer,
} from '@create-together/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

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

/** One key factory for every people query. */
export const userKeys = {
  all: ['users'] as const,
  search: (q: string) => [...userKeys.all, 'search', q] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
};

const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/** GET /api/users?q= (signed in): at most 20, never yourself nor anyone who blocked you. */
export async function searchPeople(q: string, signal?: AbortSignal): Promise<Person[]> {
  const answer = await apiRequest(`/api/users?q=${encodeURIComponent(q)}`, {
    schema: UserSearchAnswer,
    signal,
  });
  return answer.users.map(mapPerson);
}

/** GET /api/users/{id}: 404 for an unknown user and for one who blocked you. */
export async function fetchPerson(id: string, signal?: AbortSignal): Promise<Person> {
  const answer = await apiRequest(userPath(id), { schema: UserViewAnswer, signal });
  return mapPerson(answer.user);
}

export const personQuery = (id: string) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => fetchPerson(id, signal) });
