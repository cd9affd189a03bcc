import { ConversationAnswer } from '@create-together/contract';
import { apiRequest } from '@/lib/api';
import { mapConversation } from '../messages-model';

/** Get-or-create the direct conversation with a friend. */
export async function openConversationWith(userId: string) {
  const answer = await apiRequest('/api/conversations', {
    method: 'POST',
    body: { userId },
    schema: ConversationAnswer,
  });
  return mapConversation(answer.conversation);
}
