/** SPEC.md §8 "Friends", worded as the spec has them, plus this page's own lines. */
export const FRIENDS_MESSAGES = {
  sendFailed: 'Failed to send friend request.',
  acceptFailed: 'Failed to accept friend request.',
  declineFailed: 'Failed to decline friend request.',
  cancelFailed: 'Failed to cancel friend request.',
  removeFailed: 'Failed to remove friend.',
  fetchFriendsFailed: 'Failed to fetch friends.',
  fetchRequestsFailed: 'Failed to fetch friend requests.',
  blockNeedsLogin: 'You must be logged in to block users',
  blockFailed: 'Failed to block user. Please try again.',
  unblockFailed: 'Failed to unblock user. Please try again.',
  /** SPEC.md §8: the Add Friend dialog's fallback, shown under the input. */
  dialogFallback: 'Failed to send request. Please check the email/username and try again.',
  // Ours.
  dialogRequired: 'Enter an email or username.',
  fetchBlockedFailed: 'Failed to fetch blocked users.',
  accepted: 'Friend request accepted.',
  declined: 'Friend request declined.',
  cancelled: 'Friend request cancelled.',
  removed: 'Friend removed.',
  blocked: 'User blocked.',
  unblocked: 'User unblocked.',
} as const;

/** Visible labels (an e2e reads these). */
export const FRIENDS_LABELS = {
  addFriend: 'Add Friend',
  field: "Friend's email or username",
  cancel: 'Cancel',
  send: 'Send Request',
  incoming: 'Incoming requests',
  outgoing: 'Sent requests',
  friends: 'Friends',
  blocked: 'Blocked',
} as const;
