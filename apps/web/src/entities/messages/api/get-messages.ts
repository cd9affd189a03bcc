import { MessagesAnswer } from '@create-together/contract';
import { apiRequest } from '@/lib/api';
import { type ChatMessage, mapMessage } from '../messages-model';
import { conversationPath } from './conversation-path';

export interface MessagePage {
  /** In the order sent. */
  messages: ChatMessage[];
  nextCursor: string | null;
}

/** A page of history: the newest (no cursor), older than `before`, or newer than `after`. */
export async function fetchMessages(
  id: string,
  cursor: { before?: string; after?: string } = {},
  signal?: AbortSignal,
): Promise<MessagePage> {
  const params = new URLSearchParams();
  if (cursor.before) params.set('before', cursor.before);
  if (cursor.after) params.set('after', cursor.after);
  params.set('limit', cursor.after ? '100' : '30');
  const answer = await apiRequest(`${conversationPath(id)}/messages?${params}`, {
    schema: MessagesAnswer,
    signal,
  });
  return { messages: answer.messages.map(mapMessage), nextCursor: answer.nextCursor };
}
