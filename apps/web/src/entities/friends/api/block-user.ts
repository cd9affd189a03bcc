import { OkAnswer } from '@create-together/contract';
import { apiRequest } from '@/lib/api';
import { type FriendProfile, mapBlockedUser } from '../friends-model';
import { useFriendsStore } from '../friends-store';

/** Blocking is server-side (API.md): it ends the friendship and pending requests both ways. */
export async function blockUser(person: FriendProfile, meId: string) {
  const answer = await apiRequest('/api/me/blocks', {
    method: 'POST',
    body: { userId: person.userId },
    schema: OkAnswer,
  });
  useFriendsStore
    .getState()
    .markBlocked(mapBlockedUser({ ...person, blockedAt: Math.floor(Date.now() / 1000) }, meId));
  return answer;
}
