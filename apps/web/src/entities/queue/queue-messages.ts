/** What leaving the queue says when it fails (ours: SPEC.md has no wording for it). */
export const LEAVE_QUEUE_MESSAGES = {
  failed: 'You are still in the queue.',
} as const;
