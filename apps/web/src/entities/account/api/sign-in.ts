import { apiRequest } from '@/lib/api';
import { type AuthAnswer, readAuthAnswer } from './auth-answer';

/** POST /api/user/login: a 401 here is a wrong password, not an expired session. */
export const signIn = (identifier: string, password: string): Promise<AuthAnswer> =>
  apiRequest('/api/user/login', {
    method: 'POST',
    body: { identifier, password },
    // SPEC.md §7: login goes without the credentials flag (same-origin still stores the cookie).
    credentials: 'same-origin',
    skipAuthEvent: true,
  }).then(readAuthAnswer);
