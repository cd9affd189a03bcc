import { apiRequest } from '@/lib/api';
import { fromContract } from '@/lib/contract';
import { mapMessage } from '../messages-model';
import { conversationPath } from './conversation-path';

/**
 * POST …/messages: words, files of one's library (their ids), or both. `clientId` lets the sender
 * match the stored message to the one it showed, and makes a retry return the first copy.
 */
export async function sendMessage(id: string, content: string, clientId: string, attachments: string[] = []) {
  const answer = await apiRequest(`${conversationPath(id)}/messages`, {
    method: 'POST',
    body: { content, clientId, attachments },
    schema: fromContract((contract) => contract.MessageAnswer),
  });
  return mapMessage(answer.message);
}
