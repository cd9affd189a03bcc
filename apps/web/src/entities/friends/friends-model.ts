import type { BlockedUser, Friend, FriendRequestItem } from '@create-together/contract';

/** SPEC.md §3 "Friend request": the other person as a request shows them. */
export interface RequestPerson {
  userId: string;
  username: string;
  fullName: string;
  /** The avatar address (the server's `*_avatar_kv_key`), or null. */
  avatarKvKey: string | null;
}

type RequestStatus = FriendRequestItem['status'];

export interface IncomingFriendRequest {
  id: string;
  sender: RequestPerson;
  status: RequestStatus;
  /** ISO time. */
  createdAt: string;
}

export interface OutgoingFriendRequest {
  id: string;
  receiver: RequestPerson;
  status: RequestStatus;
  createdAt: string;
}

export interface FriendRequests {
  incoming: IncomingFriendRequest[];
  outgoing: OutgoingFriendRequest[];
}

export interface FriendProfile {
  userId: string;
  username: string;
  fullName: string;
  avatarUrl: string | null;
}

/**
 * SPEC.md §3 "Friend entry". The server lists the other user and when the friendship (or block)
 * began, so: `id` is the other user's id (one entry per user), `userId` is the signed-in user,
 * `friendId` the other one, created/updated are that start, and `lastActivity` is when the friend
 * was last active on the site (ISO; null when never seen, and for blocked users).
 */
export interface FriendEntry {
  id: string;
  userId: string;
  friendId: string;
  status: 'accepted' | 'blocked';
  createdAt: string;
  updatedAt: string;
  profile: FriendProfile;
  lastActivity: string | null;
}

const isoFromSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();

export function mapIncomingRequest(item: FriendRequestItem): IncomingFriendRequest {
  return {
    id: item.request_id,
    sender: {
      userId: item.sender_user_id,
      username: item.sender_username,
      fullName: item.sender_full_name,
      avatarKvKey: item.sender_avatar_kv_key,
    },
    status: item.status,
    createdAt: isoFromSeconds(item.created_at),
  };
}

export function mapOutgoingRequest(item: FriendRequestItem): OutgoingFriendRequest {
  return {
    id: item.request_id,
    receiver: {
      userId: item.receiver_user_id,
      username: item.receiver_username,
      fullName: item.receiver_full_name,
      avatarKvKey: item.receiver_avatar_kv_key,
    },
    status: item.status,
    createdAt: isoFromSeconds(item.created_at),
  };
}

function entry(
  other: FriendProfile,
  since: number,
  status: FriendEntry['status'],
  meId: string,
  lastActiveAt: number | null = null,
): FriendEntry {
  const at = isoFromSeconds(since);
  return {
    id: other.userId,
    userId: meId,
    friendId: other.userId,
    status,
    createdAt: at,
    updatedAt: at,
    profile: {
      userId: other.userId,
      username: other.username,
      fullName: other.fullName,
      avatarUrl: other.avatarUrl,
    },
    lastActivity: lastActiveAt === null ? null : isoFromSeconds(lastActiveAt),
  };
}

export const mapFriend = (friend: Friend, meId: string) =>
  entry(friend, friend.establishedAt, 'accepted', meId, friend.lastActiveAt);

export const mapBlockedUser = (blocked: BlockedUser, meId: string) =>
  entry(blocked, blocked.blockedAt, 'blocked', meId);

/** SPEC.md §5: sent as an email when it contains '@', otherwise as a username (trimmed). */
export function friendRequestBody(
  input: string,
): { receiverUserEmail: string } | { receiverUsername: string } {
  const value = input.trim();
  return value.includes('@') ? { receiverUserEmail: value } : { receiverUsername: value };
}

/** "Ada Lovelace" or, without a full name, the username. */
export function personName(person: { fullName: string; username: string }): string {
  return person.fullName.trim() || person.username;
}
