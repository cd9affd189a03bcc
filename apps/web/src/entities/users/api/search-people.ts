import { UserSearchAnswer } from '@create-together/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { userKeys } from '../user-keys';
import { mapPerson, type Person } from '../user-model';

/** GET /api/users?q= (signed in): at most 20, never yourself nor anyone who blocked you. */
export async function searchPeople(q: string, signal?: AbortSignal): Promise<Person[]> {
  const answer = await apiRequest(`/api/users?q=${encodeURIComponent(q)}`, {
    schema: UserSearchAnswer,
    signal,
  });
  return answer.users.map(mapPerson);
}

/**
 * The people `q` finds, kept a while (typing back to a search asks no more). A search left for a
 * newer one is cancelled: it reads the signal, and nobody watches it any longer.
 */
export const searchPeopleQueryOptions = (q: string) =>
  queryOptions({
    queryKey: userKeys.search(q),
    queryFn: ({ signal }) => searchPeople(q, signal),
    staleTime: 30_000,
  });
