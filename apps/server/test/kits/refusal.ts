import { AppError } from '../../src/lib/errors';

/** The refusal a policy check throws, as the API answers it; null when it lets the caller through. */
export function refusalOf(check: () => void) {
  try {
    check();
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { status: err.statusCode, code: err.code, message: err.message };
  }
}
