import {
  type ActiveSession,
  ActiveSessionsAnswer,
  EndSessionAnswer,
  OkAnswer,
} from '@create-together/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** One key for the signed-in user's sessions list (the query cache is cleared on sign-out). */
export const sessionKeys = {
  list: () => ['me', 'sessions'] as const,
};

/** GET /api/me/sessions: the caller's sessions, most recently used first, theirs `current`. */
export const fetchActiveSessions = (signal?: AbortSignal) =>
  apiRequest('/api/me/sessions', { schema: ActiveSessionsAnswer, signal }).then((answer) => answer.sessions);

export const activeSessionsQuery = () =>
  queryOptions({ queryKey: sessionKeys.list(), queryFn: ({ signal }) => fetchActiveSessions(signal) });

/** DELETE /api/me/sessions/{id}: that browser or device is signed out at once. */
const endSession = (sessionId: string) =>
  apiRequest(`/api/me/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'DELETE',
    schema: EndSessionAnswer,
  });

/** DELETE /api/me/sessions/others: every session but this one. */
const endOtherSessions = () => apiRequest('/api/me/sessions/others', { method: 'DELETE', schema: OkAnswer });

/** Ends one session; the list is fetched again whatever the outcome (it may have ended elsewhere). */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: ActiveSession) => endSession(session.sessionId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.list() }),
  });
}

/** Ends every other session; the list is fetched again. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.list() }),
  });
}
