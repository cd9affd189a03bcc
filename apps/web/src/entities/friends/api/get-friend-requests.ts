import { FriendRequestsAnswer } from '@create-together/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { friendKeys } from '../friend-keys';
import { type FriendRequests, mapIncomingRequest, mapOutgoingRequest } from '../friends-model';

/** Incoming and outgoing requests, fetched in parallel. */
export async function fetchFriendRequests(signal?: AbortSignal): Promise<FriendRequests> {
  const [incoming, outgoing] = await Promise.all([
    apiRequest('/api/me/friend-requests?type=incoming', { schema: FriendRequestsAnswer, signal }),
    apiRequest('/api/me/friend-requests?type=outgoing', { schema: FriendRequestsAnswer, signal }),
  ]);
  return { incoming: incoming.map(mapIncomingRequest), outgoing: outgoing.map(mapOutgoingRequest) };
}

export const friendRequestsQuery = () =>
  queryOptions({ queryKey: friendKeys.requests(), queryFn: ({ signal }) => fetchFriendRequests(signal) });
