import { MessageAnswer } from '@create-together/contract';
import { apiRequest } from '@/lib/api';
import { mapMessage } from '../messages-model';
import { conversationPath } from './conversation-path';

/** POST …/messages: `clientId` lets the sender match the stored message to the one it showed. */
export async function sendMessage(id: string, content: string, clientId: string) {
  const answer = await apiRequest(`${conversationPath(id)}/messages`, {
    method: 'POST',
    body: { content, clientId },
    schema: MessageAnswer,
  });
  return mapMessage(answer.message);
}
