import {
  BlocksAnswer,
  FriendRequestSentAnswer,
  FriendRequestsAnswer,
  FriendsAnswer,
  OkAnswer,
} from '@create-together/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import {
  type FriendEntry,
  type FriendProfile,
  type FriendRequests,
  friendRequestBody,
  mapBlockedUser,
  mapFriend,
  mapIncomingRequest,
  mapOutgoingRequest,
} from './friends-model';
import { useFriendsStore } from './friends-store';

/** One key factory for every friends query. */
export const friendKeys = {
  all: ['friends'] as const,
  requests: () => [...friendKeys.all, 'requests'] as const,
  list: () => [...friendKeys.all, 'list'] as const,
  blocks: () => [...friendKeys.all, 'blocks'] as const,
};

const requestPath = (id: string) => `/api/me/friend-requests/${encodeURIComponent(id)}`;

// ---- fetchers -------------------------------------------------------------------------------

/** Incoming and outgoing requests, fetched in parallel. */
export async function fetchFriendRequests(signal?: AbortSignal): Promise<FriendRequests> {
  const [incoming, outgoing] = await Promise.all([
    apiRequest('/api/me/friend-requests?type=incoming', { schema: FriendRequestsAnswer, signal }),
    apiRequest('/api/me/friend-requests?type=outgoing', { schema: FriendRequestsAnswer, signal }),
  ]);
  return { incoming: incoming.map(mapIncomingRequest), outgoing: outgoing.map(mapOutgoingRequest) };
}

/** The friend list; also mirrored into the persisted friends store. */
export async function fetchFriends(meId: string, signal?: AbortSignal): Promise<FriendEntry[]> {
  const answer = await apiRequest('/api/me/friends', { schema: FriendsAnswer, signal });
  const friends = answer.friends.map((friend) => mapFriend(friend, meId));
  useFriendsStore.getState().setFriends(friends);
  return friends;
}

/** The users you blocked; also mirrored into the persisted friends store. */
export async function fetchBlockedUsers(meId: string, signal?: AbortSignal): Promise<FriendEntry[]> {
  const answer = await apiRequest('/api/me/blocks', { schema: BlocksAnswer, signal });
  const blocked = answer.blocks.map((user) => mapBlockedUser(user, meId));
  useFriendsStore.getState().setBlockedUsers(blocked);
  return blocked;
}

/** From a profile: the request goes to that user's id. */
export const sendFriendRequestTo = (userId: string) =>
  apiRequest('/api/me/friend-requests', {
    method: 'POST',
    body: { receiverUserId: userId },
    schema: FriendRequestSentAnswer,
  });

/** SPEC.md §5: the input goes as `receiverUserEmail` when it contains '@', else as `receiverUsername`. */
export const sendFriendRequest = (emailOrUsername: string) =>
  apiRequest('/api/me/friend-requests', {
    method: 'POST',
    body: friendRequestBody(emailOrUsername),
    schema: FriendRequestSentAnswer,
  });

export const acceptFriendRequest = (id: string) =>
  apiRequest(requestPath(id), { method: 'PUT', schema: OkAnswer });

/** Decline (as the receiver) and cancel (as the sender) are the same call. */
export const deleteFriendRequest = (id: string) =>
  apiRequest(requestPath(id), { method: 'DELETE', schema: OkAnswer });
export const declineFriendRequest = deleteFriendRequest;
export const cancelFriendRequest = deleteFriendRequest;

export async function removeFriend(userId: string) {
  const answer = await apiRequest(`/api/me/friends/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    schema: OkAnswer,
  });
  useFriendsStore.getState().removeFriend(userId);
  return answer;
}

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

export async function unblockUser(userId: string) {
  const answer = await apiRequest(`/api/me/blocks/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    schema: OkAnswer,
  });
  useFriendsStore.getState().removeBlocked(userId);
  return answer;
}

// ---- query options --------------------------------------------------------------------------

export const friendRequestsQuery = () =>
  queryOptions({ queryKey: friendKeys.requests(), queryFn: ({ signal }) => fetchFriendRequests(signal) });

export const friendsQuery = (meId: string) =>
  queryOptions({ queryKey: friendKeys.list(), queryFn: ({ signal }) => fetchFriends(meId, signal) });

export const blockedUsersQuery = (meId: string) =>
  queryOptions({ queryKey: friendKeys.blocks(), queryFn: ({ signal }) => fetchBlockedUsers(meId, signal) });
