import { type Feedback, FeedbackListAnswer } from '@create-together/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { feedbackKeys } from '../feedback-keys';

/** GET /api/feedback: your own submissions, newest first (the server keeps the latest 50). */
export async function fetchMyFeedback(signal?: AbortSignal): Promise<Feedback[]> {
  const answer = await apiRequest('/api/feedback', { schema: FeedbackListAnswer, signal });
  return answer.feedback;
}

export const myFeedbackQueryOptions = () =>
  queryOptions({ queryKey: feedbackKeys.mine(), queryFn: ({ signal }) => fetchMyFeedback(signal) });

export const useMyFeedback = () => useQuery(myFeedbackQueryOptions());
