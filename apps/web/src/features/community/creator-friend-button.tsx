import { useQueryClient } from '@tanstack/react-query';
import { Check, Clock, UserPlus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { setCreatorFriendship } from '@/entities/community';
import { useSendFriendRequest } from '@/entities/friends';
import type { Person } from '@/entities/users';
import { loginPathFor } from '@/lib/safe-redirect';

/**
 * Sends a friend request; the card shows Pending (or Friends, when they had asked first) at once,
 * in every skill's list.
 */
function useAddFriend(person: Person) {
  const client = useQueryClient();
  const send = useSendFriendRequest();
  return {
    isPending: send.isPending,
    mutate: () =>
      send.mutate(
        { userId: person.id },
        {
          onSuccess: (answer) =>
            setCreatorFriendship(client, person.id, answer.status === 'accepted' ? 'friends' : 'outgoing'),
        },
      ),
  };
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
