import { apiRequest } from '@/lib/api';
import { type AuthAnswer, readAuthAnswer } from './auth-answer';

/**
 * GET /api/user/me: who this browser is signed in as. Its 401 raises no app-wide event: the
 * session check tells a session that expired from a visitor who never signed in (SPEC.md §8 "Auth").
 */
export const checkSession = (): Promise<AuthAnswer> =>
  apiRequest('/api/user/me', { skipAuthEvent: true }).then(readAuthAnswer);
