import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  appendToHistory,
  type ChatMessage,
  fetchMessages,
  flattenHistory,
  mapMessage,
  markConversationRead,
  messageKeys,
  newClientId,
  sendMessage,
} from '@/entities/messages';
import { notificationKeys } from '@/entities/notifications';
import { useConversationSubscription, useRealtimeEvent } from '@/hooks/realtime';

/** A message on its way: shown at once, replaced by the server's copy (matched by clientId). */
export interface PendingMessage {
  clientId: string;
  content: string;
  status: 'sending' | 'failed';
  /** ISO 8601, when it was written. */
  createdAt: string;
}

/**
 * One conversation's screen state: the history (newest page first, older pages on demand), live
 * messages from the socket, catch-up each time the subscription goes live (what was sent between
 * the history's read and the subscription, or while the socket was away), and optimistic sends that reconcile by
 * clientId and can be retried without making a second copy.
 */
export function useChat(conversationId: string, meId: string) {
  const queryClient = useQueryClient();
  const history = useInfiniteQuery({
    queryKey: messageKeys.history(conversationId),
    queryFn: ({ pageParam, signal }) =>
      fetchMessages(conversationId, pageParam ? { before: pageParam } : {}, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Live frames keep it fresh; refetching would drop the older pages the user scrolled to.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const messages = useMemo(() => flattenHistory(history.data), [history.data]);
  // The history is here once its first page is, whatever became of a later fetch (an older page
  // that failed to load keeps what was loaded, and the status says error).
  const loaded = history.data !== undefined;
  const [pending, setPending] = useState<PendingMessage[]>([]);

  const markRead = useRef(0);
  const readSoon = useCallback(() => {
    // One read marker per burst of arrivals.
    window.clearTimeout(markRead.current);
    markRead.current = window.setTimeout(() => {
      if (document.visibilityState === 'visible') {
        // Reading a conversation also reads its message notifications (on the server): refresh both.
        markConversationRead(conversationId)
          .then(() =>
            Promise.all(
              [messageKeys.conversations(), notificationKeys.all].map((queryKey) =>
                queryClient.invalidateQueries({ queryKey }),
              ),
            ),
          )
          .catch(() => {});
      }
    }, 300);
  }, [conversationId, queryClient]);

  const settle = useCallback(
    (arrived: ChatMessage[]) => {
      appendToHistory(queryClient, conversationId, arrived);
      const settled = new Set(arrived.map((m) => m.clientId).filter(Boolean));
      if (settled.size > 0) setPending((list) => list.filter((p) => !settled.has(p.clientId)));
    },
    [conversationId, queryClient],
  );

  // Opening the conversation reads it.
  useEffect(() => {
    if (history.isSuccess) readSoon();
  }, [history.isSuccess, readSoon]);
  useEffect(() => () => window.clearTimeout(markRead.current), []);

  /**
   * The newest message known with nothing missing before it: the newest of the first page, then of
   * each live frame. Your own sends answered over HTTP do not move it: while the socket was away,
   * others' messages may sit before them.
   */
  const anchor = useRef<string | null>(null);
  const newestLoaded = history.data?.pages[0]?.messages.at(-1)?.id ?? null;
  if (anchor.current === null && newestLoaded) anchor.current = newestLoaded;

  useRealtimeEvent('new_message', (frame) => {
    const message = frame.message;
    if (message.conversationId !== conversationId) return;
    // Before the history is here the frame has nowhere to go: the catch-up after it brings it.
    if (!loaded) return;
    // Heard before the subscription is confirmed (just after a reconnect), it may follow messages
    // sent while the socket was away: shown, but the catch-up still starts from before them.
    if (isLive()) anchor.current = message.messageId;
    const arrived = mapMessage(message);
    settle([arrived]);
    heardDuringReread.current?.push(arrived);
    if (message.senderUserId !== meId) readSoon();
  });

  // Frames flow only once the server confirms the subscription: whatever was sent before that —
  // after the history was read, or while the socket was away — is fetched then. A confirmation
  // that comes while the history is still loading waits for it (its read may predate the send).
  const catchUpWhenLoaded = useRef(false);
  /** Messages heard while the whole history is read again: its answer may predate them. */
  const heardDuringReread = useRef<ChatMessage[] | null>(null);
  const catchUpNow = () => {
    const after = anchor.current;
    if (!after) {
      // Nothing to start from (an empty conversation): read the history again, then put back
      // whatever was heard meanwhile, which an answer read before it would otherwise drop.
      heardDuringReread.current = [];
      void history.refetch().finally(() => {
        const heard = heardDuringReread.current ?? [];
        heardDuringReread.current = null;
        if (heard.length > 0) settle(heard);
      });
      return;
    }
    catchUp(conversationId, after).then(
      (missed) => {
        const newest = missed.at(-1);
        if (newest && anchor.current === after) anchor.current = newest.id;
        settle(missed);
        if (missed.some((m) => m.senderId !== meId)) readSoon();
      },
      () => {},
    );
  };
  const isLive = useConversationSubscription(conversationId, () => {
    if (loaded) catchUpNow();
    else catchUpWhenLoaded.current = true;
  });
  useEffect(() => {
    if (!loaded || !catchUpWhenLoaded.current) return;
    catchUpWhenLoaded.current = false;
    catchUpNow();
  });

  const deliver = useCallback(
    async (clientId: string, content: string) => {
      setPending((list) => list.map((p) => (p.clientId === clientId ? { ...p, status: 'sending' } : p)));
      try {
        settle([await sendMessage(conversationId, content, clientId)]);
      } catch {
        setPending((list) => list.map((p) => (p.clientId === clientId ? { ...p, status: 'failed' } : p)));
      }
    },
    [conversationId, settle],
  );

  const send = useCallback(
    (content: string) => {
      const clientId = newClientId();
      setPending((list) => [
        ...list,
        { clientId, content, status: 'sending', createdAt: new Date().toISOString() },
      ]);
      void deliver(clientId, content);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const message = pending.find((p) => p.clientId === clientId);
      if (message) void deliver(clientId, message.content);
    },
    [deliver, pending],
  );

  return { history, messages, pending, send, retry, readSoon };
}

/** Every message after `afterId`, following the cursor until the end. */
async function catchUp(conversationId: string, afterId: string): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  let cursor: string | null = afterId;
  while (cursor) {
    const page = await fetchMessages(conversationId, { after: cursor });
    all.push(...page.messages);
    cursor = page.nextCursor;
  }
  return all;
}
