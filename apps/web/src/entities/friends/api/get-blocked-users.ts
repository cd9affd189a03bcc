import { BlocksAnswer } from '@create-together/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { friendKeys } from '../friend-keys';
import { type FriendEntry, mapBlockedUser } from '../friends-model';
import { useFriendsStore } from '../friends-store';

/** The users you blocked; also mirrored into the persisted friends store. */
export async function fetchBlockedUsers(meId: string, signal?: AbortSignal): Promise<FriendEntry[]> {
  const answer = await apiRequest('/api/me/blocks', { schema: BlocksAnswer, signal });
  const blocked = answer.blocks.map((user) => mapBlockedUser(user, meId));
  useFriendsStore.getState().setBlockedUsers(blocked);
  return blocked;
}

export const blockedUsersQuery = (meId: string) =>
  queryOptions({ queryKey: friendKeys.blocks(), queryFn: ({ signal }) => fetchBlockedUsers(meId, signal) });
