import { apiRequest } from '@/lib/api';
import { type AuthAnswer, readAuthAnswer } from './auth-answer';

/** What registration asks for. */
export interface NewAccount {
  username: string;
  email: string;
  password: string;
}

/** POST /api/user/register: the new account, signed in; a 401 here is no expired session either. */
export const createAccount = ({ username, email, password }: NewAccount): Promise<AuthAnswer> =>
  apiRequest('/api/user/register', {
    method: 'POST',
    // SPEC.md §5: registration sends the username also as the full name.
    body: { username, email, password, fullName: username },
    credentials: 'same-origin',
    skipAuthEvent: true,
  }).then(readAuthAnswer);
