import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { MessagePage } from './api/get-messages';
import { messageKeys } from './message-keys';
import type { ChatMessage } from './messages-model';

type History = InfiniteData<MessagePage>;

/**
 * The conversation's history as the infinite query holds it: pages[0] is the newest page, later
 * pages are older (each page in send order). Messages that arrive live are merged into it.
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

/** The highest change number among these messages (0 for none). */
export const highestRev = (messages: readonly ChatMessage[]) =>
  messages.reduce((highest, m) => Math.max(highest, m.rev), 0);

const bySeq = (a: ChatMessage, b: ChatMessage) => a.seq - b.seq;

/**
 * The pages with `incoming` merged in, or null when nothing changed. A message already there is
 * replaced by a newer copy (a higher `rev`: edited or deleted), never by an older one; a new one
 * goes where its `seq` puts it among the loaded pages. One older than everything loaded is left
 * out while there is more history above (it comes with that page), and kept when the start of the
 * conversation is loaded.
 */
export function mergeIntoPages(pages: readonly MessagePage[], incoming: readonly ChatMessage[]) {
  if (pages.length === 0 || incoming.length === 0) return null;
  const next = pages.map((page) => ({ ...page, messages: [...page.messages] }));
  const touched = new Set<number>();
  const where = new Map<string, number>();
  next.forEach((page, i) => {
    for (const m of page.messages) where.set(m.id, i);
  });

  for (const message of incoming) {
    const at = where.get(message.id);
    if (at !== undefined) {
      const page = next[at];
      const index = page?.messages.findIndex((m) => m.id === message.id) ?? -1;
      const current = page?.messages[index];
      if (!page || !current || current.rev >= message.rev) continue;
      page.messages[index] = message;
      touched.add(at);
      continue;
    }
    const target = pageFor(next, message);
    if (target === null) continue;
    next[target]?.messages.push(message);
    where.set(message.id, target);
    touched.add(target);
  }

  if (touched.size === 0) return null;
  for (const i of touched) next[i]?.messages.sort(bySeq);
  return next.map((page, i) => (touched.has(i) ? page : (pages[i] as MessagePage)));
}

/** Which page a message not yet loaded belongs in (by seq), or null when it is above what is loaded. */
function pageFor(pages: readonly MessagePage[], message: ChatMessage): number | null {
  for (let i = 0; i < pages.length; i++) {
    const oldest = pages[i]?.messages[0];
    if (!oldest || message.seq > oldest.seq) return i;
  }
  // Older than everything loaded: only the start of the conversation has room for it.
  const last = pages.length - 1;
  return pages[last]?.nextCursor === null ? last : null;
}

/** Merges messages into the cached history (new, edited, deleted); true when anything changed. */
export function mergeIntoHistory(queryClient: QueryClient, conversationId: string, messages: ChatMessage[]) {
  let changed = false;
  queryClient.setQueryData<History>(messageKeys.history(conversationId), (data) => {
    if (!data) return data;
    const pages = mergeIntoPages(data.pages, messages);
    if (!pages) return data;
    changed = true;
    return { ...data, pages };
  });
  return changed;
}
