import { LeaveQueueAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toast/toast-store';
import { apiRequest } from '@/lib/api';
import { QUEUE_MESSAGES } from '../queue-constants';
import type { QueueStatus } from './get-queue-status';
import { queueKeys } from './queue-keys';

/** DELETE /api/queue: idempotent; `left` is false when you were not waiting (a team may have just formed). */
export async function leaveQueue() {
  const answer = await apiRequest('/api/queue', { method: 'DELETE', schema: LeaveQueueAnswer });
  return answer.left;
}

/** Leaving is instant: the form is back before the server answers, and comes back if it refuses. */
export function useLeaveQueue() {
  const queryClient = useQueryClient();
  const key = queueKeys.status();
  return useMutation({
    mutationFn: leaveQueue,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<QueueStatus>(key);
      queryClient.setQueryData<QueueStatus>(key, { entry: null, compatibleWaiting: 0 });
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(`${QUEUE_MESSAGES.leaveFailed} ${error.message}`);
    },
    onSuccess: (left) => {
      // Not waiting any more before you left: a team took you, and its notification is on its way.
      if (!left) void queryClient.invalidateQueries({ queryKey: queueKeys.all });
    },
  });
}
