import { useQuery } from '@tanstack/react-query';
import { Check, Clock, MessageSquare, ShieldBan, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { friendRequestsQuery, personName, useFriendActions, useSendFriendRequest } from '@/entities/friends';
import type { Person } from '@/entities/users';
import { useCurrentUser } from '@/features/auth';
import { loginPathFor } from '@/lib/safe-redirect';

const icon = 'size-4';

/**
 * What you can do with this person, by where you stand (GET /api/users/{id}'s `friendship`):
 * Add friend, Pending (with Cancel), Accept / Decline, Message, Unblock; and Block unless blocked.
 * Signed out, Add friend leads to sign-in and back.
 */
export function FriendshipActions({ person }: { person: Person }) {
  const me = useCurrentUser();
  const location = useLocation();
  const actions = useFriendActions(me?.id ?? null);
  const add = useSendFriendRequest();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const state = person.friendship;
  // A pending request's id, for Accept, Decline and Cancel.
  const requests = useQuery({
    ...friendRequestsQuery(),
    enabled: me !== null && (state === 'incoming' || state === 'outgoing'),
  });
  const incoming = requests.data?.incoming.find((r) => r.sender.userId === person.id);
  const outgoing = requests.data?.outgoing.find((r) => r.receiver.userId === person.id);
  const name = personName(person);

  if (!me) {
    return (
      <Link to={loginPathFor(location.pathname, location.search)} className={buttonClass('primary')}>
        <UserPlus aria-hidden className={icon} />
        Add friend
      </Link>
    );
  }

  const { accept, decline, cancel, block, unblock } = actions;
  const busy = [add, accept, decline, cancel, block, unblock].some((m) => m.isPending);

  let main: React.ReactNode;
  switch (state) {
    case 'none':
      main = (
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={busy}
          onClick={() => add.mutate({ userId: person.id })}
        >
          <UserPlus aria-hidden className={icon} />
          Add friend
        </button>
      );
      break;
    case 'outgoing':
      main = (
        <>
          <button type="button" className={buttonClass('secondary')} disabled aria-disabled>
            <Clock aria-hidden className={icon} />
            Pending
          </button>
          {outgoing ? (
            <button
              type="button"
              className={buttonClass('ghost')}
              disabled={busy}
              onClick={() => cancel.mutate(outgoing.id)}
            >
              Cancel request
            </button>
          ) : null}
        </>
      );
      break;
    case 'incoming':
      main = (
        <>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={busy || !incoming}
            onClick={() => incoming && accept.mutate(incoming.id)}
          >
            <Check aria-hidden className={icon} />
            Accept
          </button>
          <button
            type="button"
            className={buttonClass('ghost')}
            disabled={busy || !incoming}
            onClick={() => incoming && decline.mutate(incoming.id)}
          >
            Decline
          </button>
        </>
      );
      break;
    case 'friends':
      main = (
        <Link to={`/messages?to=${encodeURIComponent(person.id)}`} className={buttonClass('primary')}>
          <MessageSquare aria-hidden className={icon} />
          Message
        </Link>
      );
      break;
    case 'blocked':
      main = (
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={busy}
          onClick={() => unblock.mutate(person.id)}
        >
          Unblock
        </button>
      );
      break;
  }

  return (
    <>
      {main}
      {state === 'blocked' ? null : (
        <button
          type="button"
          className={buttonClass('ghost')}
          disabled={busy}
          onClick={() => setConfirmBlock(true)}
        >
          <ShieldBan aria-hidden className={icon} />
          Block
        </button>
      )}
      <ConfirmDialog
        danger
        open={confirmBlock}
        onOpenChange={setConfirmBlock}
        title={`Block ${name}?`}
        description="They will no longer find you, and cannot send you friend requests, messages or calls. If you are friends, that ends too."
        confirmLabel="Block"
        onConfirm={() => {
          block.mutate({
            userId: person.id,
            username: person.username,
            fullName: person.fullName,
            avatarUrl: person.avatarUrl,
          });
          setConfirmBlock(false);
        }}
      />
    </>
  );
}
