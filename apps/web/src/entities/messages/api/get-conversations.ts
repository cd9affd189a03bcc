import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { fromContract } from '@/lib/contract';
import { messageKeys } from '../message-keys';
import { mapConversation } from '../messages-model';

/** GET /api/conversations?q=: yours, the latest first; `q` finds them by a name or a message's words. */
export async function fetchConversations(q = '', signal?: AbortSignal) {
  const search = q.trim() ? `?${new URLSearchParams({ q: q.trim() })}` : '';
  const answer = await apiRequest(`/api/conversations${search}`, {
    schema: fromContract((contract) => contract.ConversationsAnswer),
    signal,
  });
  return answer.conversations.map(mapConversation);
}

export const conversationsQuery = (q = '') =>
  queryOptions({
    queryKey: messageKeys.conversationList(q.trim()),
    queryFn: ({ signal }) => fetchConversations(q, signal),
  });
