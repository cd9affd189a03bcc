import { useQuery } from '@tanstack/react-query';
import { ShieldBan, UserMinus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CallButtons } from '@/components/calls';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { MenuItem } from '@/components/ui/menu';
import { Spinner } from '@/components/ui/spinner';
import {
  blockedUsersQuery,
  type FriendActions,
  type FriendEntry,
  friendsQuery,
  FRIENDS_LABELS as L,
  FRIENDS_MESSAGES as M,
  personName,
} from '@/entities/friends';
import { formatDate, timeAgo } from '@/lib/time';
import { EmptyLine, FriendsSection, MoreActions, PersonRow, RowList, rowButton } from './friend-ui';
import { errorDetail } from './request-sections';

const asPerson = (entry: FriendEntry) => ({ ...entry.profile, avatar: entry.profile.avatarUrl });

function since(entry: FriendEntry) {
  const at = entry.lastActivity;
  return at ? (
    <time dateTime={at}>active {timeAgo(at)}</time>
  ) : (
    <time dateTime={entry.createdAt}>friends since {formatDate(entry.createdAt)}</time>
  );
}

/** Friends: Message and the calls on the row; Remove and Block (each confirmed) in its menu. */
export function FriendsListSection({ meId, actions }: { meId: string; actions: FriendActions }) {
  const query = useQuery(friendsQuery(meId));
  const [confirm, setConfirm] = useState<{ kind: 'remove' | 'block'; friend: FriendEntry } | null>(null);
  const { remove, block } = actions;
  const busy = (id: string) =>
    (remove.isPending && remove.variables === id) || (block.isPending && block.variables?.userId === id);

  let body: React.ReactNode;
  if (query.isPending) body = <Spinner label="Loading friends..." showLabel />;
  else if (query.isError)
    body = (
      <LoadError
        title={M.fetchFriendsFailed}
        message={errorDetail(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (query.data.length === 0)
    body = (
      <EmptyState icon={UsersRound} title="No friends yet">
        Send a request with Add Friend, or accept one you received.
      </EmptyState>
    );
  else
    body = (
      <RowList label={L.friends}>
        {query.data.map((friend) => (
          <PersonRow
            key={friend.id}
            person={asPerson(friend)}
            detail={since(friend)}
            actions={
              <>
                <Link
                  to={`/messages?to=${encodeURIComponent(friend.friendId)}`}
                  className={rowButton('primary')}
                >
                  Message
                </Link>
                <CallButtons
                  peer={{ userId: friend.friendId, username: friend.profile.username }}
                  buttonClassName={rowButton()}
                />
                <MoreActions name={personName(friend.profile)}>
                  <MenuItem
                    icon={<UserMinus />}
                    disabled={busy(friend.friendId)}
                    onSelect={() => setConfirm({ kind: 'remove', friend })}
                  >
                    Remove
                  </MenuItem>
                  <MenuItem
                    danger
                    icon={<ShieldBan />}
                    disabled={busy(friend.friendId)}
                    onSelect={() => setConfirm({ kind: 'block', friend })}
                  >
                    Block
                  </MenuItem>
                </MoreActions>
              </>
            }
          />
        ))}
      </RowList>
    );

  const name = confirm ? personName(confirm.friend.profile) : '';
  return (
    <FriendsSection id="friends-list" title={L.friends} count={query.data?.length}>
      {body}
      <ConfirmDialog
        danger
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm?.kind === 'block' ? `Block ${name}?` : `Remove ${name}?`}
        description={
          confirm?.kind === 'block'
            ? 'They will be removed from your friends and can no longer send you requests, messages or calls.'
            : 'They will be removed from your friends. You can send them a new request later.'
        }
        confirmLabel={confirm?.kind === 'block' ? 'Block' : 'Remove'}
        onConfirm={() => {
          if (!confirm) return;
          if (confirm.kind === 'block') block.mutate(confirm.friend.profile);
          else remove.mutate(confirm.friend.friendId);
          setConfirm(null);
        }}
      />
    </FriendsSection>
  );
}

/** Users you blocked (Unblock). */
export function BlockedSection({ meId, actions }: { meId: string; actions: FriendActions }) {
  const query = useQuery(blockedUsersQuery(meId));
  const { unblock } = actions;
  return (
    <FriendsSection id="blocked-users" title={L.blocked} count={query.data?.length}>
      {query.isPending ? (
        <Spinner label="Loading blocked users..." showLabel />
      ) : query.isError ? (
        <LoadError
          title={M.fetchBlockedFailed}
          message={errorDetail(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <EmptyLine>You haven't blocked anyone.</EmptyLine>
      ) : (
        <RowList label={L.blocked}>
          {query.data.map((user) => (
            <PersonRow
              key={user.id}
              person={asPerson(user)}
              detail={<time dateTime={user.createdAt}>blocked {formatDate(user.createdAt)}</time>}
              actions={
                <button
                  type="button"
                  className={rowButton()}
                  disabled={unblock.isPending && unblock.variables === user.friendId}
                  onClick={() => unblock.mutate(user.friendId)}
                >
                  Unblock
                </button>
              }
            />
          ))}
        </RowList>
      )}
    </FriendsSection>
  );
}
