/**
 * Every failure the API means to report is an AppError made by one of the factories below; the one
 * error handler (plugins/errors.ts) turns it into `{success:false, error, message, code}`. Anything
 * else that reaches the handler is a bug and answers a bare 500.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    /** Stable, machine-readable: clients and tests may depend on it. */
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message);

export const validationFailed = (message: string) => new AppError(400, 'VALIDATION_FAILED', message);

export const unauthorized = (message = 'You are not signed in.', code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);

export const forbidden = (message: string, code = 'FORBIDDEN') => new AppError(403, code, message);

export const notFound = (message = 'Not found.', code = 'NOT_FOUND') => new AppError(404, code, message);

export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);

export const payloadTooLarge = (message = 'The request body is too large.') =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', message);

export const unsupportedMediaType = (
  message = 'Send the request body as JSON (Content-Type: application/json).',
) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

export function tooManyRequests(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new AppError(429, 'RATE_LIMITED', `Too many attempts. Please try again in ${wait}.`, {
    'retry-after': String(seconds),
  });
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The body of every failed answer (API.md "Conventions"). */
export function errorBody(message: string, code: string) {
  return { success: false as const, error: message, message, code };
}
