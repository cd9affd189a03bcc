import { ConversationsAnswer } from '@create-together/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { messageKeys } from '../message-keys';
import { mapConversation } from '../messages-model';

/** GET /api/conversations: yours, the latest first. */
export async function fetchConversations(signal?: AbortSignal) {
  const answer = await apiRequest('/api/conversations', { schema: ConversationsAnswer, signal });
  return answer.conversations.map(mapConversation);
}

export const conversationsQuery = () =>
  queryOptions({
    queryKey: messageKeys.conversations(),
    queryFn: ({ signal }) => fetchConversations(signal),
  });
