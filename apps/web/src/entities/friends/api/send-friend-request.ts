import { FriendRequestSentAnswer } from '@create-together/contract';
import { apiRequest } from '@/lib/api';
import { friendRequestBody } from '../friends-model';

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
