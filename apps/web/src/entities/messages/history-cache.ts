import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { MessagePage } from './api/get-messages';
import { messageKeys } from './message-keys';
import type { ChatMessage } from './messages-model';

type History = InfiniteData<MessagePage>;

/**
 * The conversation's history as the infinite query holds it: pages[0] is the newest page, later
 * pages are older (each page in send order). Messages that arrive live are appended to pages[0].
 */
export function flattenHistory(data: History | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const all: ChatMessage[] = [];
  for (let i = data.pages.length - 1; i >= 0; i--) {
    for (const message of data.pages[i]?.messages ?? []) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      all.push(message);
    }
  }
  return all;
}

/** Adds messages that are not there yet (by id) at the newest end; true when any was new. */
export function appendToHistory(queryClient: QueryClient, conversationId: string, messages: ChatMessage[]) {
  let added = false;
  queryClient.setQueryData<History>(messageKeys.history(conversationId), (data) => {
    if (!data || data.pages.length === 0) return data;
    const known = new Set(data.pages.flatMap((page) => page.messages.map((m) => m.id)));
    const fresh = messages.filter((m) => !known.has(m.id));
    if (fresh.length === 0) return data;
    added = true;
    const [newest, ...older] = data.pages;
    const merged = [...(newest?.messages ?? []), ...fresh].sort(bySendOrder);
    return { ...data, pages: [{ messages: merged, nextCursor: newest?.nextCursor ?? null }, ...older] };
  });
  return added;
}

/** Server times are whole seconds: ties keep arrival order (sort is stable). */
const bySendOrder = (a: ChatMessage, b: ChatMessage) => a.createdAt.localeCompare(b.createdAt);
