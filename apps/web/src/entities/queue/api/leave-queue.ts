import { LeaveQueueAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { queueKeys } from '../queue-keys';
import { LEAVE_QUEUE_MESSAGES } from '../queue-messages';
import type { QueueStatus } from './get-queue-status';

/** DELETE /api/queue: idempotent; `left` is false when you were not waiting (a team may have just formed). */
export async function leaveQueue() {
  const answer = await apiRequest('/api/queue', { method: 'DELETE', schema: LeaveQueueAnswer });
  return answer.left;
}

/** The server's or the transport's sentence (an ApiError's message is one of the two). */
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Leaving is instant: the form is back before the server answers, and comes back if it refuses. */
export function useLeaveQueue() {
  const queryClient = useQueryClient();
  const key = queueKeys.status();
  return useMutation({
    mutationFn: leaveQueue,
    meta: { feedback: { error: (error) => `${LEAVE_QUEUE_MESSAGES.failed} ${reason(error)}` } },
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<QueueStatus>(key);
      queryClient.setQueryData<QueueStatus>(key, { entry: null, compatibleWaiting: 0 });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (left) => {
      // Not waiting any more before you left: a team took you, and its notification is on its way.
      if (!left) void queryClient.invalidateQueries({ queryKey: queueKeys.all });
    },
  });
}
