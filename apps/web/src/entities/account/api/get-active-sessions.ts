import { ActiveSessionsAnswer } from '@create-together/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { accountKeys } from '../account-keys';

/** GET /api/me/sessions: the caller's sessions, most recently used first, theirs `current`. */
export const fetchActiveSessions = (signal?: AbortSignal) =>
  apiRequest('/api/me/sessions', { schema: ActiveSessionsAnswer, signal }).then((answer) => answer.sessions);

export const activeSessionsQuery = () =>
  queryOptions({ queryKey: accountKeys.sessions(), queryFn: ({ signal }) => fetchActiveSessions(signal) });
