import { OkAnswer } from '@create-together/contract';
import { apiRequest } from '@/lib/api';
import { friendRequestPath } from './friend-request-path';

/** PUT /api/me/friend-requests/{id}: you are friends. */
export const acceptFriendRequest = (id: string) =>
  apiRequest(friendRequestPath(id), { method: 'PUT', schema: OkAnswer });
