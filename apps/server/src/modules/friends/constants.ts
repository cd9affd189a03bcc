export { FRIEND_REQUEST_RECIPIENT_REQUIRED } from '@create-together/contract';

/** Unknown, and blocked-you, answer exactly this (same status, code and sentence). */
export { USER_NOT_FOUND } from '../../policies/relations';
export const CANNOT_FRIEND_YOURSELF = 'You cannot send a friend request to yourself.';
export const UNBLOCK_FIRST = 'You have blocked this user. Unblock them first.';
export const ALREADY_FRIENDS = 'You are already friends with this user.';
export const ALREADY_REQUESTED = 'You have already sent a friend request to this user.';
export const FRIEND_REQUEST_NOT_FOUND = 'Friend request not found.';
export const REQUEST_NOT_PENDING = 'This friend request is no longer pending.';
export const NOT_FRIENDS = 'This user is not your friend.';
export const CANNOT_BLOCK_YOURSELF = 'You cannot block yourself.';
export const FRIEND_REQUEST_SENT = 'Friend request sent.';
/** The receiver's Settings → Privacy refuses the sender (403). */
export const NOT_ACCEPTING_REQUESTS = 'This creator is not accepting friend requests.';
export const FRIENDS_OF_FRIENDS_ONLY = 'Only friends of their friends can send this creator a request.';
export const nowFriendsWith = (username: string) => `You are now friends with ${username}.`;

/**
 * The three lists (requests, friends, blocks) answer at most this many, newest first. SPEC.md's
 * client reads the requests as a bare array, so there is no cursor to page with.
 */
export const FRIENDS_LIST_MAX = 500;
