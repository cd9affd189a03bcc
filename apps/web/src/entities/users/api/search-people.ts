import { UserSearchAnswer } from '@create-together/contract';
import { apiRequest } from '@/lib/api';
import { mapPerson, type Person } from '../user-model';

/** GET /api/users?q= (signed in): at most 20, never yourself nor anyone who blocked you. */
export async function searchPeople(q: string, signal?: AbortSignal): Promise<Person[]> {
  const answer = await apiRequest(`/api/users?q=${encodeURIComponent(q)}`, {
    schema: UserSearchAnswer,
    signal,
  });
  return answer.users.map(mapPerson);
}
