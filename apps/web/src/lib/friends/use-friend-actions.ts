import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast/toast-store';
import { useAuthStore } from '@/features/auth';
import {
  acceptFriendRequest,
  blockUser,
  cancelFriendRequest,
  declineFriendRequest,
  type FriendEntry,
  friendKeys,
  removeFriend,
  unblockUser,
} from '@/lib/friends';
import { FRIENDS_MESSAGES as M } from './friends-messages';

/** Every row action of the friends page: the call, its toast, and the lists it refreshes. */
export function useFriendActions() {
  const queryClient = useQueryClient();
  const refresh = (...keys: ReadonlyArray<readonly unknown[]>) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

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
    mutationFn: (user: FriendEntry) => {
      if (!useAuthStore.getState().isAuthenticated) return Promise.reject(new NotSignedIn());
      return blockUser(user);
    },
    // Blocking also ends pending requests both ways (API.md "Friends").
    onSuccess: () => {
      toast.success(M.blocked);
      return refresh(friendKeys.list(), friendKeys.requests(), friendKeys.blocks());
    },
    onError: (error) => toast.error(error instanceof NotSignedIn ? M.blockNeedsLogin : M.blockFailed),
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
