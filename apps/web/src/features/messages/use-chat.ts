import type { Media } from '@create-together/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type ChatMessage,
  fetchChangesSince,
  fetchMessages,
  flattenHistory,
  highestRev,
  mapMessage,
  markConversationRead,
  mergeIntoHistory,
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
  attachments: Media[];
  status: 'sending' | 'failed';
  /** ISO 8601, when it was written. */
  createdAt: string;
}

/**
 * One conversation's screen state: the history (newest page first, older pages on demand), live
 * messages and their edits and deletions from the socket, catch-up each time the subscription goes
 * live (every change after the highest change number known with nothing missing before it: what
 * was sent, edited or deleted between the history's read and the subscription, or while the socket
 * was away), and optimistic sends that reconcile by clientId and can be retried without making a
 * second copy.
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

  /** Messages from the server (new, edited or deleted) into the history; their pending copies go. */
  const settle = useCallback(
    (arrived: ChatMessage[]) => {
      mergeIntoHistory(queryClient, conversationId, arrived);
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
   * The highest change number known with nothing missing before it: the highest of the first page,
   * then of each frame heard while the subscription is live. Your own sends, edits and deletes
   * answered over HTTP do not move it: while the socket was away, others' changes may sit before them.
   */
  const since = useRef<number | null>(null);
  if (since.current === null && history.data)
    since.current = highestRev(history.data.pages[0]?.messages ?? []);

  const heard = (message: ChatMessage) => {
    // Heard before the subscription is confirmed (just after a reconnect), it may follow changes
    // made while the socket was away: shown, but the catch-up still starts from before them.
    if (isLive() && since.current !== null) since.current = Math.max(since.current, message.rev);
    settle([message]);
  };

  useRealtimeEvent('new_message', (frame) => {
    if (frame.message.conversationId !== conversationId) return;
    // Before the history is here the frame has nowhere to go: the catch-up after it brings it.
    if (!loaded) return;
    heard(mapMessage(frame.message));
    if (frame.message.senderUserId !== meId) readSoon();
  });
  useRealtimeEvent('message_changed', (frame) => {
    if (frame.message.conversationId !== conversationId || !loaded) return;
    heard(mapMessage(frame.message));
  });

  // Frames flow only once the server confirms the subscription: whatever changed before that —
  // after the history was read, or while the socket was away — is fetched then. A confirmation
  // that comes while the history is still loading waits for it (its read may predate the change).
  const catchUpWhenLoaded = useRef(false);
  const confirmations = useRef(0);
  const catchUpNow = () => {
    const from = since.current ?? 0;
    // After the first time, read markers may have moved while the socket was away.
    const again = confirmations.current++ > 0;
    fetchChangesSince(conversationId, from).then(
      (changed) => {
        const newest = highestRev(changed);
        if (since.current === from && newest > from) since.current = newest;
        settle(changed);
        if (changed.some((m) => m.senderId !== meId)) readSoon();
        if (again) void queryClient.invalidateQueries({ queryKey: messageKeys.conversation(conversationId) });
      },
      () => {
        // Frames heard meanwhile may have moved it past what this read was to bring.
        if (since.current !== null) since.current = Math.min(since.current, from);
      },
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
    async (message: PendingMessage) => {
      const { clientId } = message;
      setPending((list) => list.map((p) => (p.clientId === clientId ? { ...p, status: 'sending' } : p)));
      try {
        const ids = message.attachments.map((media) => media.mediaId);
        settle([await sendMessage(conversationId, message.content, clientId, ids)]);
      } catch {
        setPending((list) => list.map((p) => (p.clientId === clientId ? { ...p, status: 'failed' } : p)));
      }
    },
    [conversationId, settle],
  );

  const send = useCallback(
    (content: string, attachments: Media[] = []) => {
      const message: PendingMessage = {
        clientId: newClientId(),
        content,
        attachments,
        status: 'sending',
        createdAt: new Date().toISOString(),
      };
      setPending((list) => [...list, message]);
      void deliver(message);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const message = pending.find((p) => p.clientId === clientId);
      if (message) void deliver(message);
    },
    [deliver, pending],
  );

  return { history, messages, pending, send, retry, readSoon };
}
