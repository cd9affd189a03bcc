import { ApiError } from '@/lib/api-error';

/** What joining and leaving say when they fail (ours: SPEC.md has no wording for these). */
export const MEMBERSHIP_MESSAGES = {
  joinFailed: 'Could not join the collective. Please try again.',
  leaveFailed: 'Could not leave the collective. Please try again.',
} as const;

/** The server's sentence for a failure, or the transport's ("Could not reach the server…"). */
export function membershipFailure(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.serverMessage ?? (error.isNetworkError ? error.message : fallback);
}
