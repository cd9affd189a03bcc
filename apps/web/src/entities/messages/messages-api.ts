import {
  ConversationAnswer,
  ConversationsAnswer,
  MessageAnswer,
  MessagesAnswer,
  OkAnswer,
} from '@create-together/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { type ChatMessage, mapConversation, mapMessage } from './messages-model';

/** One key factory for every messages query. */
export const messageKeys = {
  all: ['messages'] as const,
  conversations: () => [...messageKeys.all, 'conversations'] as const,
  conversation: (id: string) => [...messageKeys.all, 'conversation', id] as const,
  history: (id: string) => [...messageKeys.all, 'history', id] as const,
};

const path = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;

export async function fetchConversations(signal?: AbortSignal) {
  const answer = await apiRequest('/api/conversations', { schema: ConversationsAnswer, signal });
  return answer.conversations.map(mapConversation);
}

export async function fetchConversation(id: string, signal?: AbortSignal) {
  const answer = await apiRequest(path(id), { schema: ConversationAnswer, signal });
  return mapConversation(answer.conversation);
}

/** Get-or-create the direct conversation with a friend. */
export async function openConversationWith(userId: string) {
  const answer = await apiRequest('/api/conversations', {
    method: 'POST',
    body: { userId },
    schema: ConversationAnswer,
  });
  return mapConversation(answer.conversation);
}

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
  const answer = await apiRequest(`${path(id)}/messages?${params}`, { schema: MessagesAnswer, signal });
  return { messages: answer.messages.map(mapMessage), nextCursor: answer.nextCursor };
}

export async function sendMessage(id: string, content: string, clientId: string) {
  const answer = await apiRequest(`${path(id)}/messages`, {
    method: 'POST',
    body: { content, clientId },
    schema: MessageAnswer,
  });
  return mapMessage(answer.message);
}

export const markConversationRead = (id: string) =>
  apiRequest(`${path(id)}/read`, { method: 'POST', schema: OkAnswer });

export const conversationsQuery = () =>
  queryOptions({
    queryKey: messageKeys.conversations(),
    queryFn: ({ signal }) => fetchConversations(signal),
  });

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: messageKeys.conversation(id),
    queryFn: ({ signal }) => fetchConversation(id, signal),
  });
