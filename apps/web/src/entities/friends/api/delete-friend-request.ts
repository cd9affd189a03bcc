import { OkAnswer } from '@create-together/contract';
import { apiRequest } from '@/lib/api';
import { friendRequestPath } from './friend-request-path';

/** Decline (as the receiver) and cancel (as the sender) are the same call. */
export const deleteFriendRequest = (id: string) =>
  apiRequest(friendRequestPath(id), { method: 'DELETE', schema: OkAnswer });
export const declineFriendRequest = deleteFriendRequest;
export const cancelFriendRequest = deleteFriendRequest;
