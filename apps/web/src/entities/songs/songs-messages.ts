import { ApiError } from '@/lib/api-error';

/** What the song's changes say (ours: SPEC.md has no songs). A refusal says the server's sentence. */
export const SONG_MESSAGES = {
  trackAdded: 'Track added to the song.',
  trackRemoved: 'Track removed from the song.',
  addFailed: 'The track could not be added.',
  updateFailed: 'The track could not be changed.',
  removeFailed: 'The track could not be removed.',
  reorderFailed: 'The tracks could not be reordered.',
  settingsFailed: 'The song’s settings could not be saved.',
  mixFailed: 'The mix could not be saved.',
} as const;

/** The server's sentence for a refusal (§2.6), the transport's when no answer came, else `fallback`. */
export function songFailure(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.serverMessage ?? (error.isNetworkError ? error.message : fallback);
}
