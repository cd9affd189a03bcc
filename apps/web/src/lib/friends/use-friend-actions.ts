import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast/toast-store';
import { ApiError } from '@/lib/api';
import { userKeys } from '@/lib/users';
import {
  acceptFriendRequest,
  blockUser,
  cancelFriendRequest,
  declineFriendRequest,
  friendKeys,
  removeFriend,
  unblockUser,
} from './friends-api';
import { FRIENDS_MESSAGES as M } from './friends-messages';
import type { FriendProfile } from './friends-model';

/**
 * Every friend action of the friends page, settings and profiles: the call, its toast, and what it
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
    onSuccess: () => {
      toast.success(M.accepted);
      return refresh(friendKeys.list(), friendKeys.requests());
    },
    onError: () => toast.error(M.acceptFailed),
  });

  const decline = useMutation({
    mutationFn: declineFriendRequest,
    onSuccess: () => {
      toast.success(M.declined);
      return refresh(friendKeys.requests());
    },
    onError: () => toast.error(M.declineFailed),
  });

  const cancel = useMutation({
    mutationFn: cancelFriendRequest,
    onSuccess: () => {
      toast.success(M.cancelled);
      return refresh(friendKeys.requests());
    },
    onError: () => toast.error(M.cancelFailed),
  });

  const remove = useMutation({
    mutationFn: removeFriend,
    onSuccess: () => {
      toast.success(M.removed);
      return refresh(friendKeys.list());
    },
    onError: () => toast.error(M.removeFailed),
  });

  const block = useMutation({
    mutationFn: (person: FriendProfile) => {
      if (meId === null) return Promise.reject(new NotSignedIn());
      return blockUser(person, meId);
    },
    // Blocking also ends pending requests both ways (API.md "Friends").
    onSuccess: () => {
      toast.success(M.blocked);
      return refresh(friendKeys.list(), friendKeys.requests(), friendKeys.blocks());
    },
    onError: (error) => toast.error(signedOut(error) ? M.blockNeedsLogin : M.blockFailed),
  });

  const unblock = useMutation({
    mutationFn: unblockUser,
    onSuccess: () => {
      toast.success(M.unblocked);
      return refresh(friendKeys.blocks());
    },
    onError: () => toast.error(M.unblockFailed),
  });

  return { accept, decline, cancel, remove, block, unblock };
}

export type FriendActions = ReturnType<typeof useFriendActions>;

class NotSignedIn extends Error {}

/** Signed out here, or the server says the session is gone. */
const signedOut = (error: unknown) =>
  error instanceof NotSignedIn || (error instanceof ApiError && error.status === 401);
