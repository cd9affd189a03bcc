import { ApiError } from '@/lib/api-error';

/** What joining and leaving say when they fail (ours: SPEC.md has no wording for these). */
export const MEMBERSHIP_MESSAGES = {
  joinFailed: 'Could not join the collective. Please try again.',
  leaveFailed: 'Could not leave the collective. Please try again.',
} as const;

/** What making, saving, deleting a collective and managing its members say (ours, too). */
export const COLLECTIVE_CHANGE_MESSAGES = {
  created: 'Collective created.',
  saved: 'Changes saved.',
  deleted: 'Collective deleted. Its projects stay with their owners.',
  deleteFailed: 'Could not delete the collective. Please try again.',
  roleFailed: 'Could not change their role. Please try again.',
  removeFailed: 'Could not remove them from the collective. Please try again.',
  memberRemoved: 'Removed from the collective.',
} as const;

/** The server's sentence for a failure, or the transport's ("Could not reach the server…"). */
export function membershipFailure(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.serverMessage ?? (error.isNetworkError ? error.message : fallback);
}
