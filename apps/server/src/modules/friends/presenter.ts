import type { BlockedUser, Friend, FriendRequestItem } from '@create-together/contract';
import type { FriendRequestView, ListedUserRow } from './repository';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** SPEC.md §3's server fields; `*_avatar_kv_key` carries the user's avatarUrl. */
export function presentFriendRequest(row: FriendRequestView): FriendRequestItem {
  return {
    request_id: row.id,
    sender_user_id: row.sender.userId,
    sender_username: row.sender.username,
    sender_full_name: row.sender.fullName,
    sender_avatar_kv_key: row.sender.avatarUrl,
    receiver_user_id: row.receiver.userId,
    receiver_username: row.receiver.username,
    receiver_full_name: row.receiver.fullName,
    receiver_avatar_kv_key: row.receiver.avatarUrl,
    status: row.status as FriendRequestItem['status'],
    created_at: seconds(row.createdAt),
  };
}

const listed = (row: ListedUserRow) => ({
  userId: row.userId,
  username: row.username,
  fullName: row.fullName,
  avatarUrl: row.avatarUrl,
});

export const presentFriend = (
  row: ListedUserRow & { establishedAt: Date; lastActiveAt: Date | null },
): Friend => ({
  ...listed(row),
  establishedAt: seconds(row.establishedAt),
  lastActiveAt: row.lastActiveAt === null ? null : seconds(row.lastActiveAt),
});

export const presentBlock = (row: ListedUserRow & { blockedAt: Date }): BlockedUser => ({
  ...listed(row),
  blockedAt: seconds(row.blockedAt),
});
