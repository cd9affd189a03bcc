import { ApiError } from '@/lib/api-error';
import type { CollectiveSubmitError } from './collective-form';
import { type CollectiveFormValues, serverFieldErrors } from './collective-form-model';

/**
 * A refused save as the form shows it: beside the field it concerns (the name taken, a field the
 * server's check named), or above the buttons with the server's sentence ("You can found at most
 * 10 collectives.") or the transport's.
 */
export function submitFailure(
  error: unknown,
  values: CollectiveFormValues,
  message: string,
): CollectiveSubmitError {
  const fields = serverFieldErrors(error, values);
  if (fields) return { message, fields };
  if (!(error instanceof ApiError)) return { message };
  return { message, detail: error.serverMessage ?? (error.isNetworkError ? error.message : null) };
}
