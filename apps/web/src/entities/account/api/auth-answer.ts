import { ApiError } from '@/lib/api-error';

/**
 * The answer of sign-in, registration and the session check (API.md "Users and sessions"), read
 * without the schema library: these calls sit on the first page's path, and the user in it is
 * read once the schemas have loaded.
 */
export interface AuthAnswer {
  success?: boolean;
  user?: unknown;
  message?: string;
}

export function readAuthAnswer(payload: unknown): AuthAnswer {
  if (!payload || typeof payload !== 'object')
    throw new ApiError(200, 'The server sent an answer this app does not understand.');
  const { success, user, message } = payload as Record<string, unknown>;
  return {
    success: typeof success === 'boolean' ? success : undefined,
    user,
    message: typeof message === 'string' ? message : undefined,
  };
}
