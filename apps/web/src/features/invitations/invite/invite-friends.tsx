import type { InviteRole } from '@create-together/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-parts';
import { friendsQuery, personName } from '@/entities/friends';
import { type InviteTarget, useInvite } from '@/entities/invitations';
import { useCurrentUser } from '@/features/auth';
import { cn } from '@/lib/cn';
import { inviteRoleLabel } from './invite-role-select';

/** From this many friends to invite, a box filters them. */
export const FRIENDS_FILTER_FROM = 8;

/**
 * Your friends who are neither in the project (or collective) nor invited, each invited in one press
 * (by their id) with the role chosen in the form above; a filter when the list is long.
 */
export function InviteFriends({
  target,
  role,
  leaveOut,
}: {
  target: InviteTarget;
  role: InviteRole;
  /** Ids of people not to list: members, and people invited already. */
  leaveOut: ReadonlySet<string>;
}) {
  const id = useId();
  const meId = useCurrentUser()?.id ?? '';
  const friends = useQuery({ ...friendsQuery(meId), enabled: meId !== '' });
  const invite = useInvite(target);
  const [filter, setFilter] = useState('');
  const open = (friends.data ?? []).filter(
    (friend) => friend.status === 'accepted' && !leaveOut.has(friend.friendId),
  );
  const wanted = filter.trim().toLowerCase();
  const shown = open.filter(
    ({ profile }) =>
      !wanted ||
      personName(profile).toLowerCase().includes(wanted) ||
      profile.username.toLowerCase().includes(wanted),
  );
  const invited = invite.data?.invitation.invitee?.username;

  let body: ReactNode;
  if (friends.isPending) body = <p className="text-sm text-ink-faint">Loading your friends…</p>;
  else if (friends.isError)
    body = <p className="text-sm text-ink-faint">Your friends could not be loaded.</p>;
  else if (open.length === 0)
    body = (
      <p className="text-sm text-ink-faint">
        {friends.data.length === 0
          ? 'Your friends show here, to invite in one go.'
          : `All your friends are in the ${target.kind} or invited.`}
      </p>
    );
  else
    body = (
      <>
        {open.length >= FRIENDS_FILTER_FROM ? (
          <input
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            aria-label="Filter friends"
            placeholder="Filter friends"
            className={cn(inputClass, 'mb-2 h-9 w-full')}
          />
        ) : null}
        {shown.length === 0 ? (
          <p className="text-sm text-ink-faint">No friend is called that.</p>
        ) : (
          <ul aria-label="Friends to invite" className="flex max-h-72 flex-col gap-2 overflow-y-auto">
            {shown.map(({ friendId, profile }) => {
              const name = personName(profile);
              return (
                <li key={friendId} className="flex items-center gap-2 text-sm">
                  <Avatar src={profile.avatarUrl} name={name} size="sm" />
                  <span className="min-w-0 flex-1 truncate text-ink">
                    {name}
                    <span className="ml-1.5 text-xs text-ink-faint">@{profile.username}</span>
                  </span>
                  <button
                    type="button"
                    aria-label={`Invite ${name}`}
                    disabled={invite.isPending && invite.variables?.userId === friendId}
                    onClick={() => invite.mutate({ userId: friendId, role })}
                    className={buttonClass('secondary', 'sm')}
                  >
                    Invite
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </>
    );

  return (
    <section aria-labelledby={`${id}-h`} className="mt-5">
      <h3 id={`${id}-h`} className="mb-1 text-sm font-medium text-ink-muted">
        From your friends
      </h3>
      <p className="mb-2 text-xs text-ink-faint">
        They are invited as {inviteRoleLabel(role).toLowerCase()}s.
      </p>
      {body}
      {invite.error ? (
        <p role="alert" className="mt-2 text-sm text-rose-300">
          {invite.error.message}
        </p>
      ) : invited ? (
        <p role="status" className="mt-2 text-sm text-emerald-200">
          Invited {invited}. They can answer from their notifications.
        </p>
      ) : null}
    </section>
  );
}
