import { FriendRequestSentAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/entities/users';
import { apiRequest } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { friendKeys } from '../friend-keys';
import { FRIENDS_MESSAGES as M } from '../friends-messages';
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

/** Who the request is for: a person's id (a profile, a card), or what was typed in the Add Friend dialog. */
export type FriendRequestTarget = { userId: string } | { typed: string };

/**
 * Sends a friend request. What the server did (sent, or friends now, when they had asked first) is
 * said as it words it, and the friends lists and profiles refresh. `failure: 'inline'`: the caller
 * says a refusal itself (the dialog, under its input), so nothing repeats it.
 */
export function useSendFriendRequest({ failure = 'toast' }: { failure?: 'toast' | 'inline' } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: FriendRequestTarget) =>
      'userId' in to ? sendFriendRequestTo(to.userId) : sendFriendRequest(to.typed),
    meta: {
      feedback: {
        success: (answer) => (answer as FriendRequestSentAnswer).message,
        error:
          failure === 'toast'
            ? (error) => (error instanceof ApiError && error.serverMessage) || M.sendFailed
            : undefined,
      },
    },
    onSuccess: () =>
      Promise.all(
        [friendKeys.all, userKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
