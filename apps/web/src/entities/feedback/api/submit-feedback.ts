import { type CreateFeedbackBody, type Feedback, FeedbackAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { feedbackKeys } from '../feedback-keys';

/** POST /api/feedback: 201 with the stored submission (status `received`). */
export async function submitFeedback(body: CreateFeedbackBody): Promise<Feedback> {
  const answer = await apiRequest('/api/feedback', { method: 'POST', body, schema: FeedbackAnswer });
  return answer.feedback;
}

/** A sent submission tops "Your feedback" at once; the list is then read again to be sure. */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: (sent) => {
      queryClient.setQueryData<Feedback[]>(feedbackKeys.mine(), (list) =>
        list ? [sent, ...list.filter((f) => f.feedbackId !== sent.feedbackId)] : list,
      );
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.mine() });
    },
  });
}
