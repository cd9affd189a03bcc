import { ApiError } from '@/lib/api-error';

/** What a change to a conversation says when it fails (the server's sentence when it gave one). */
export const MESSAGES_FEEDBACK = {
  editFailed: 'Could not save your changes to the message.',
  deleteFailed: 'Could not delete the message.',
  groupFailed: 'Could not start the group.',
  renameFailed: 'Could not rename the conversation.',
  addFailed: 'Could not add them to the conversation.',
  removeFailed: 'Could not remove them from the conversation.',
  leaveFailed: 'Could not leave the conversation.',
  chatFailed: 'Could not open the chat.',
} as const;

/** The server's own sentence for a refusal, else `fallback`. */
export const refusal = (fallback: string) => (error: unknown) =>
  (error instanceof ApiError && error.serverMessage) || fallback;
