import { UserViewAnswer } from '@create-together/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { userKeys } from '../user-keys';
import { mapPerson, type Person } from '../user-model';

/** GET /api/users/{id}: 404 for an unknown user and for one who blocked you. */
export async function fetchPerson(id: string, signal?: AbortSignal): Promise<Person> {
  const answer = await apiRequest(`/api/users/${encodeURIComponent(id)}`, { schema: UserViewAnswer, signal });
  return mapPerson(answer.user);
}

export const personQuery = (id: string) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => fetchPerson(id, signal) });
