import { z } from 'zod';
import { EpochSeconds } from './common';

export const FRIEND_REQUEST_RECIPIENT_REQUIRED = 'Recipient user ID, email, or username is required.';

/** Blank text counts as not sent (SPEC.md §5: the input must not be empty or whitespace). */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long.`)
    .nullish()
    .transform((value) => (value ? value : undefined));

/**
 * POST /api/me/friend-requests — one of the three (the first present, in this order, is used); none
 * is 400 `FRIEND_REQUEST_RECIPIENT_REQUIRED`. A missing body counts as none.
 */
export const FriendRequestBody = z
  .object({
    /** The receiver's user id. */
    receiverUserId: optionalText(100, 'Recipient user ID'),
    /** The receiver's email, any case. */
    receiverUserEmail: optionalText(254, 'Recipient email'),
    /** The receiver's username, any case. */
    receiverUsername: optionalText(100, 'Recipient username'),
  })
  .nullish();
export type FriendRequestBody = z.infer<typeof FriendRequestBody>;

/** POST /api/me/friend-requests — 201 both when a request was sent and when it accepted theirs. */
export const FriendRequestSentAnswer = z.object({
  success: z.literal(true),
  /** "Friend request sent." or "You are now friends with {username}." */
  message: z.string(),
  /** The request sent, or theirs that this one accepted. */
  requestId: z.string(),
  /** `pending`: sent and waiting; `accepted`: they had already asked you, so you are now friends. */
  status: z.enum(['pending', 'accepted']),
});
export type FriendRequestSentAnswer = z.infer<typeof FriendRequestSentAnswer>;

/** PUT and DELETE /api/me/friend-requests/{id} */
export const FriendRequestParams = z.object({
  /** The request's id (`request_id`). */
  id: z.string(),
});
export type FriendRequestParams = z.infer<typeof FriendRequestParams>;

/** GET /api/me/friend-requests?type= */
export const FriendRequestsQuery = z.object({
  /** `incoming` (sent to you) or `outgoing` (sent by you). */
  type: z.enum(['incoming', 'outgoing'], 'type must be incoming or outgoing.'),
});
export type FriendRequestsQuery = z.infer<typeof FriendRequestsQuery>;

/** One pending request, with SPEC.md §3's snake_case server field names. */
export const FriendRequestItem = z.object({
  /** The request's id. */
  request_id: z.string(),
  /** Who sent it. */
  sender_user_id: z.string(),
  sender_username: z.string(),
  sender_full_name: z.string(),
  /** The sender's avatar address (their avatarUrl), or null. */
  sender_avatar_kv_key: z.string().nullable(),
  /** Who it was sent to. */
  receiver_user_id: z.string(),
  receiver_username: z.string(),
  receiver_full_name: z.string(),
  /** The receiver's avatar address (their avatarUrl), or null. */
  receiver_avatar_kv_key: z.string().nullable(),
  /** Always `pending` in the list (answered requests are not listed). */
  status: z.enum(['pending', 'accepted', 'declined', 'cancelled']),
  /** When it was sent. */
  created_at: EpochSeconds,
});
export type FriendRequestItem = z.infer<typeof FriendRequestItem>;

/** GET /api/me/friend-requests — a bare array (no `success` wrapper, as SPEC.md's client reads it), newest first. */
export const FriendRequestsAnswer = z.array(FriendRequestItem);
export type FriendRequestsAnswer = z.infer<typeof FriendRequestsAnswer>;

/** Another user as the friends and blocks lists show them. */
const ListedUser = z.object({
  /** Their user id. */
  userId: z.string(),
  username: z.string(),
  fullName: z.string(),
  /** Their avatar address, or null. */
  avatarUrl: z.string().nullable(),
});

export const Friend = ListedUser.extend({
  /** When you became friends. */
  establishedAt: EpochSeconds,
  /** When they were last active on the site (to the nearest few minutes), or null if never seen. */
  lastActiveAt: EpochSeconds.nullable(),
});
export type Friend = z.infer<typeof Friend>;

/** GET /api/me/friends — newest friendship first. */
export const FriendsAnswer = z.object({ success: z.literal(true), friends: z.array(Friend) });
export type FriendsAnswer = z.infer<typeof FriendsAnswer>;

/** DELETE /api/me/friends/{userId}, DELETE /api/me/blocks/{userId} */
export const OtherUserParams = z.object({
  /** The other user's id. */
  userId: z.string(),
});
export type OtherUserParams = z.infer<typeof OtherUserParams>;

export const BlockedUser = ListedUser.extend({
  /** When you blocked them. */
  blockedAt: EpochSeconds,
});
export type BlockedUser = z.infer<typeof BlockedUser>;

/** GET /api/me/blocks — newest block first. */
export const BlocksAnswer = z.object({ success: z.literal(true), blocks: z.array(BlockedUser) });
export type BlocksAnswer = z.infer<typeof BlocksAnswer>;

/** POST /api/me/blocks — idempotent; ends the friendship and pending requests both ways. */
export const BlockBody = z.object({
  /** The user to block. */
  userId: z.string().trim().min(1, 'User ID is required.').max(100, 'User ID is too long.'),
});
export type BlockBody = z.infer<typeof BlockBody>;
