import { ApiError } from '../api-error';

/** The server's 400 for a body it refused: "field.index: Message." (its validation's one sentence). */
const FIELD_SENTENCE = /^([\w.]+): (.+)$/s;

/**
 * The field a refused call names, and what it says of it: `{ path: 'email', message: 'Email is not
 * a valid address.' }` from the server's "email: Email is not a valid address.". Null for any other
 * failure (a limit, a conflict, a lost connection).
 */
export function fieldRefusal(error: unknown): { path: string; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.serverMessage) return null;
  const [, path, message] = FIELD_SENTENCE.exec(error.serverMessage) ?? [];
  return path && message ? { path, message } : null;
}
