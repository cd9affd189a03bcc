import type { FriendshipState } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Clock, UserPlus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { type Community, communityKeys } from '@/entities/community';
import { FRIENDS_MESSAGES, friendKeys, sendFriendRequestTo } from '@/entities/friends';
import { type Person, userKeys } from '@/entities/users';
import { ApiError } from '@/lib/api-error';
import { loginPathFor } from '@/lib/safe-redirect';

/**
 * Sends a friend request; the card shows Pending (or Friends, when they had asked first) at once,
 * in every skill's list, and the friends lists and their profile refresh.
 */
function useAddFriend(person: Person) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendFriendRequestTo(person.id),
    onSuccess: (answer) => {
      toast.success(answer.message);
      const friendship: FriendshipState = answer.status === 'accepted' ? 'friends' : 'outgoing';
      client.setQueriesData<Community>({ queryKey: communityKeys.all }, (data) =>
        data
          ? {
              ...data,
              creators: data.creators.map((c) => (c.id === person.id ? { ...c, friendship } : c)),
            }
          : data,
      );
      void client.invalidateQueries({ queryKey: friendKeys.all });
      void client.invalidateQueries({ queryKey: userKeys.detail(person.id) });
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.serverMessage ? error.serverMessage : FRIENDS_MESSAGES.sendFailed,
      ),
  });
}

const small = (variant: 'primary' | 'secondary') => buttonClass(variant, 'sm');
/** Where you already stand: said, not a button. */
const standing = 'inline-flex h-8 items-center gap-1.5 px-1 text-sm font-medium text-ink-muted';

/** Add friend, Pending, Friends, or a way to answer their request; signed out, Add friend signs in first. */
export function CreatorFriendButton({ person, signedIn }: { person: Person; signedIn: boolean }) {
  const location = useLocation();
  const add = useAddFriend(person);

  if (!signedIn)
    return (
      <Link to={loginPathFor(location.pathname, location.search)} className={small('secondary')}>
        <UserPlus aria-hidden className="size-4" />
        Add friend
      </Link>
    );

  switch (person.friendship) {
    case 'none':
      return (
        <button
          type="button"
          onClick={() => add.mutate()}
          disabled={add.isPending}
          className={small('primary')}
        >
          <UserPlus aria-hidden className="size-4" />
          {add.isPending ? 'Sending…' : 'Add friend'}
        </button>
      );
    case 'outgoing':
      return (
        <span className={standing}>
          <Clock aria-hidden className="size-4" />
          Pending
        </span>
      );
    case 'incoming':
      return (
        <Link to="/friends" className={small('secondary')}>
          Respond to request
        </Link>
      );
    case 'friends':
      return (
        <span className={standing}>
          <Check aria-hidden className="size-4 text-emerald-300" />
          Friends
        </span>
      );
    case 'blocked':
      return null;
  }
}
