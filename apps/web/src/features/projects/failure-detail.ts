import { ApiError } from '@/lib/api-error';

/** The server's sentence for a failure, or the transport's ("Could not reach the server…"). */
export function failureDetail(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.serverMessage ?? (error.isNetworkError ? error.message : null);
}
