import { apiRequest } from '@/lib/api';
import { fromContract } from '@/lib/contract';
import { type ChatMessage, mapMessage } from '../messages-model';
import { conversationPath } from './conversation-path';

export interface MessagePage {
  /** In the order sent. */
  messages: ChatMessage[];
  nextCursor: string | null;
}

/** The history's page size, and the most one catch-up read brings. */
export const HISTORY_PAGE = 30;
export const CATCH_UP_PAGE = 100;

/**
 * A page of history: the newest (no cursor), older than `before`, newer than `after`, or every
 * message sent, edited or deleted after the change number `sinceRev`.
 */
export async function fetchMessages(
  id: string,
  cursor: { before?: string; after?: string; sinceRev?: number } = {},
  signal?: AbortSignal,
): Promise<MessagePage> {
  const params = new URLSearchParams();
  if (cursor.before) params.set('before', cursor.before);
  if (cursor.after) params.set('after', cursor.after);
  if (cursor.sinceRev !== undefined) params.set('sinceRev', String(cursor.sinceRev));
  const catchingUp = cursor.after !== undefined || cursor.sinceRev !== undefined;
  params.set('limit', String(catchingUp ? CATCH_UP_PAGE : HISTORY_PAGE));
  const answer = await apiRequest(`${conversationPath(id)}/messages?${params}`, {
    schema: fromContract((contract) => contract.MessagesAnswer),
    signal,
  });
  return { messages: answer.messages.map(mapMessage), nextCursor: answer.nextCursor };
}

/**
 * Every message changed after `sinceRev` (new, edited, deleted), read until the end: each read
 * goes on from the highest change number the last one brought.
 */
export async function fetchChangesSince(id: string, sinceRev: number): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  let since = sinceRev;
  for (;;) {
    const page = await fetchMessages(id, { sinceRev: since });
    all.push(...page.messages);
    const highest = Math.max(since, ...page.messages.map((m) => m.rev));
    if (page.messages.length < CATCH_UP_PAGE || highest <= since) return all;
    since = highest;
  }
}
