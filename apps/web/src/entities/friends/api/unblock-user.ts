import { OkAnswer } from '@create-together/contract';
import { apiRequest } from '@/lib/api';
import { useFriendsStore } from '../friends-store';

/** DELETE /api/me/blocks/{userId}. */
export async function unblockUser(userId: string) {
  const answer = await apiRequest(`/api/me/blocks/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    schema: OkAnswer,
  });
  useFriendsStore.getState().removeBlocked(userId);
  return answer;
}
