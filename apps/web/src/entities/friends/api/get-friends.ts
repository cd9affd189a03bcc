import { FriendsAnswer } from '@create-together/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { friendKeys } from '../friend-keys';
import { type FriendEntry, mapFriend } from '../friends-model';
import { useFriendsStore } from '../friends-store';

/** The friend list; also mirrored into the persisted friends store. */
export async function fetchFriends(meId: string, signal?: AbortSignal): Promise<FriendEntry[]> {
  const answer = await apiRequest('/api/me/friends', { schema: FriendsAnswer, signal });
  const friends = answer.friends.map((friend) => mapFriend(friend, meId));
  useFriendsStore.getState().setFriends(friends);
  return friends;
}

export const friendsQuery = (meId: string) =>
  queryOptions({ queryKey: friendKeys.list(), queryFn: ({ signal }) => fetchFriends(meId, signal) });
