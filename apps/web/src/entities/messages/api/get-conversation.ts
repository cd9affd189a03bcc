import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { fromContract } from '@/lib/contract';
import { messageKeys } from '../message-keys';
import { mapConversation } from '../messages-model';
import { conversationPath } from './conversation-path';

/** GET /api/conversations/{id}. */
export async function fetchConversation(id: string, signal?: AbortSignal) {
  const answer = await apiRequest(conversationPath(id), {
    schema: fromContract((contract) => contract.ConversationAnswer),
    signal,
  });
  return mapConversation(answer.conversation);
}

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: messageKeys.conversation(id),
    queryFn: ({ signal }) => fetchConversation(id, signal),
  });
