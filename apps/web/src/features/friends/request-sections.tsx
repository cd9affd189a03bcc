import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import {
  type FriendActions,
  friendRequestsQuery,
  FRIENDS_LABELS as L,
  FRIENDS_MESSAGES as M,
} from '@/entities/friends';
import { ApiError } from '@/lib/api-error';
import { timeAgo } from '@/lib/time';
import { EmptyLine, FriendsSection, PersonRow, RowList, rowButton } from './friend-ui';

export function errorDetail(error: unknown): string {
  return error instanceof ApiError && error.serverMessage
    ? error.serverMessage
    : 'Check your connection, then try again.';
}

/** Incoming requests (Accept / Decline) and sent ones (Cancel), from one parallel fetch. */
export function RequestSections({ actions }: { actions: FriendActions }) {
  const query = useQuery(friendRequestsQuery());
  const { accept, decline, cancel } = actions;
  const busy = (id: string) => [accept, decline, cancel].some((m) => m.isPending && m.variables === id);

  if (query.isPending)
    return (
      <FriendsSection id="friend-requests" title={L.incoming}>
        <Spinner label="Loading friend requests..." showLabel />
      </FriendsSection>
    );
  if (query.isError)
    return (
      <FriendsSection id="friend-requests" title={L.incoming}>
        <LoadError
          title={M.fetchRequestsFailed}
          message={errorDetail(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </FriendsSection>
    );

  const { incoming, outgoing } = query.data;
  return (
    <>
      <FriendsSection id="friend-requests" title={L.incoming} count={incoming.length}>
        {incoming.length === 0 ? (
          <EmptyLine>No one has sent you a friend request.</EmptyLine>
        ) : (
          <RowList label={L.incoming}>
            {incoming.map((request) => (
              <PersonRow
                key={request.id}
                person={{ ...request.sender, avatar: request.sender.avatarKvKey }}
                detail={<time dateTime={request.createdAt}>{timeAgo(request.createdAt)}</time>}
                actions={
                  <>
                    <button
                      type="button"
                      className={rowButton('primary')}
                      disabled={busy(request.id)}
                      onClick={() => accept.mutate(request.id)}
                    >
                      Accept
                    </button>
                    <button
                      type="button"
                      className={rowButton()}
                      disabled={busy(request.id)}
                      onClick={() => decline.mutate(request.id)}
                    >
                      Decline
                    </button>
                  </>
                }
              />
            ))}
          </RowList>
        )}
      </FriendsSection>
      <FriendsSection id="sent-requests" title={L.outgoing} count={outgoing.length}>
        {outgoing.length === 0 ? (
          <EmptyLine>No requests waiting for an answer.</EmptyLine>
        ) : (
          <RowList label={L.outgoing}>
            {outgoing.map((request) => (
              <PersonRow
                key={request.id}
                person={{ ...request.receiver, avatar: request.receiver.avatarKvKey }}
                detail={<time dateTime={request.createdAt}>sent {timeAgo(request.createdAt)}</time>}
                actions={
                  <button
                    type="button"
                    className={rowButton()}
                    disabled={busy(request.id)}
                    onClick={() => cancel.mutate(request.id)}
                  >
                    Cancel
                  </button>
                }
              />
            ))}
          </RowList>
        )}
      </FriendsSection>
    </>
  );
}
