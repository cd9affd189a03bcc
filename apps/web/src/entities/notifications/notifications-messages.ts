/** What the notifications' screens say when they fail (ours: SPEC.md has no wording for these). */
export const NOTIFICATION_MESSAGES = {
  loadFailed: 'Could not load your notifications.',
  markReadFailed: 'Could not mark notifications as read. Please try again.',
} as const;
