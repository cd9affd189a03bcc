import { OkAnswer } from '@create-together/contract';
import { apiRequest } from '@/lib/api';
import { useFriendsStore } from '../friends-store';

/** DELETE /api/me/friends/{userId}: no longer friends, both ways. */
export async function removeFriend(userId: string) {
  const answer = await apiRequest(`/api/me/friends/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    schema: OkAnswer,
  });
  useFriendsStore.getState().removeFriend(userId);
  return answer;
}
