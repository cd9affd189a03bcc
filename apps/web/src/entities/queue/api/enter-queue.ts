import { EnterQueueAnswer, type EnterQueueBody } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/entities/projects';
import { apiRequest } from '@/lib/api';
import { ApiError } from '@/lib/api-error';
import { queueKeys } from '../queue-keys';
import { type ClientQueueSession, mapQueueSession } from './get-queue-sessions';
import type { QueueStatus } from './get-queue-status';

/** POST /api/queue: your entry, and the session when your entry completed a team (else you wait). */
export async function enterQueue(body: EnterQueueBody) {
  const answer = await apiRequest('/api/queue', { method: 'POST', body, schema: EnterQueueAnswer });
  return { entry: answer.entry, match: answer.match ? mapQueueSession(answer.match) : null };
}

/** 409 ALREADY_QUEUED: this user waits already (another tab, a double submit). */
export const isAlreadyQueued = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Entering shows the waiting state at once (the count follows from the server); a match goes
 * straight to the top of Collaborations, and you are now in its project.
 */
export function useEnterQueue() {
  const queryClient = useQueryClient();
  const setStatus = (status: QueueStatus) => queryClient.setQueryData(queueKeys.status(), status);
  return useMutation({
    mutationFn: enterQueue,
    onSuccess: ({ entry, match }) => {
      if (!match) {
        setStatus({ entry, compatibleWaiting: 0 });
        void queryClient.invalidateQueries({ queryKey: queueKeys.status() });
        return;
      }
      setStatus({ entry: null, compatibleWaiting: 0 });
      queryClient.setQueryData<ClientQueueSession[]>(queueKeys.sessions(), (sessions) =>
        sessions ? [match, ...sessions.filter((s) => s.project.id !== match.project.id)] : sessions,
      );
      void queryClient.invalidateQueries({ queryKey: queueKeys.sessions() });
      void queryClient.invalidateQueries({ queryKey: projectKeys.mine() });
    },
    onError: (error) => {
      // The page thought you were not waiting: ask what is true, and the waiting state shows.
      if (isAlreadyQueued(error)) void queryClient.invalidateQueries({ queryKey: queueKeys.status() });
    },
  });
}
