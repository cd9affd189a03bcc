import { type ActiveSession, EndSessionAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { accountKeys } from '../account-keys';

/** DELETE /api/me/sessions/{id}: that browser or device is signed out at once. */
export const endSession = (sessionId: string) =>
  apiRequest(`/api/me/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'DELETE',
    schema: EndSessionAnswer,
  });

/** Ends one session; the list is fetched again whatever the outcome (it may have ended elsewhere). */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: ActiveSession) => endSession(session.sessionId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
