import { apiRequest } from '@/lib/api';
import { fromContract } from '@/lib/contract';
import { mapConversation } from '../messages-model';

/** Get-or-create the direct conversation with a friend. */
export async function openConversationWith(userId: string) {
  const answer = await apiRequest('/api/conversations', {
    method: 'POST',
    body: { userId },
    schema: fromContract((contract) => contract.ConversationAnswer),
  });
  return mapConversation(answer.conversation);
}
