import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/entities/users';
import { ApiError } from '@/lib/api-error';
import { acceptFriendRequest } from './api/accept-friend-request';
import { blockUser } from './api/block-user';
import { cancelFriendRequest, declineFriendRequest } from './api/delete-friend-request';
import { removeFriend } from './api/remove-friend';
import { unblockUser } from './api/unblock-user';
import { friendKeys } from './friend-keys';
import { FRIENDS_MESSAGES as M } from './friends-messages';
import type { FriendProfile } from './friends-model';

/**
 * Every friend action of the friends page, settings and profiles: the call, what the person is told
 * of its outcome (`meta.feedback`: the app shows it), and what it
 * refreshes (the friends lists, and profiles, whose friendship state it changes). `meId` is the
 * signed-in user, null when signed out.
 */
export function useFriendActions(meId: string | null) {
  const queryClient = useQueryClient();
  const refresh = (...keys: ReadonlyArray<readonly unknown[]>) =>
    Promise.all([...keys, userKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const accept = useMutation({
    mutationFn: acceptFriendRequest,
    // SPEC.md §4: accepting refreshes both the friend list and the requests.
    meta: { feedback: { success: M.accepted, error: M.acceptFailed } },
    onSuccess: () => refresh(friendKeys.list(), friendKeys.requests()),
  });

  const decline = useMutation({
    mutationFn: declineFriendRequest,
    meta: { feedback: { success: M.declined, error: M.declineFailed } },
    onSuccess: () => refresh(friendKeys.requests()),
  });

  const cancel = useMutation({
    mutationFn: cancelFriendRequest,
    meta: { feedback: { success: M.cancelled, error: M.cancelFailed } },
    onSuccess: () => refresh(friendKeys.requests()),
  });

  const remove = useMutation({
    mutationFn: removeFriend,
    meta: { feedback: { success: M.removed, error: M.removeFailed } },
    onSuccess: () => refresh(friendKeys.list()),
  });

  const block = useMutation({
    mutationFn: (person: FriendProfile) => {
      if (meId === null) return Promise.reject(new NotSignedIn());
      return blockUser(person, meId);
    },
    // Blocking also ends pending requests both ways (API.md "Friends").
    meta: {
      feedback: {
        success: M.blocked,
        error: (error) => (signedOut(error) ? M.blockNeedsLogin : M.blockFailed),
      },
    },
    onSuccess: () => refresh(friendKeys.list(), friendKeys.requests(), friendKeys.blocks()),
  });

  const unblock = useMutation({
    mutationFn: unblockUser,
    meta: { feedback: { success: M.unblocked, error: M.unblockFailed } },
    onSuccess: () => refresh(friendKeys.blocks()),
  });

  return { accept, decline, cancel, remove, block, unblock };
}

export type FriendActions = ReturnType<typeof useFriendActions>;

class NotSignedIn extends Error {}

/** Signed out here, or the server says the session is gone. */
const signedOut = (error: unknown) =>
  error instanceof NotSignedIn || (error instanceof ApiError && error.status === 401);
