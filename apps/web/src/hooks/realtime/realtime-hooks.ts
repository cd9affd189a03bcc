import type { ServerFrameOf, ServerFrameType } from '@create-together/contract';
import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { RealtimeOutgoingFrame, RealtimeStatus } from '@/lib/realtime/realtime-types';
import { useRealtimeConnection } from './realtime-provider';

/** A ref always holding the latest value, so subscriptions need not be renewed on every render. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

const noop = () => {};

/** Where the connection stands; 'idle' while signed out. */
export function useRealtimeStatus(): RealtimeStatus {
  const connection = useRealtimeConnection();
  const subscribe = useCallback(
    (changed: () => void) => (connection ? connection.onStatus(changed) : noop),
    [connection],
  );
  return useSyncExternalStore(
    subscribe,
    () => connection?.status ?? 'idle',
    () => 'idle',
  );
}

/** Calls `handler` with every valid frame of `type`; the latest `handler` is used, the subscription stays. */
export function useRealtimeEvent<T extends ServerFrameType>(
  type: T,
  handler: (frame: ServerFrameOf<T>) => void,
): void {
  const connection = useRealtimeConnection();
  const latest = useLatest(handler);
  useEffect(() => connection?.on(type, (frame) => latest.current(frame)), [connection, type, latest]);
}

/**
 * Subscribes to a conversation's frames while mounted (and after every reconnect); null: none.
 * `onLive` runs each time the server confirms the subscription — first and after every reconnect —
 * which is when to fetch what was sent before the frames started to flow. Answers `isLive`: whether
 * that confirmation has come since the socket last opened (a message heard before it may follow
 * a gap that the fetch has yet to fill).
 */
export function useConversationSubscription(
  conversationId: string | null,
  onLive?: () => void,
): () => boolean {
  const connection = useRealtimeConnection();
  const latest = useLatest(onLive);
  const wantsLive = onLive !== undefined;
  useEffect(() => {
    if (!connection || !conversationId) return undefined;
    return connection.subscribeConversation(conversationId, wantsLive ? () => latest.current?.() : undefined);
  }, [connection, conversationId, wantsLive, latest]);
  return useCallback(
    () => (connection && conversationId ? connection.isConversationLive(conversationId) : false),
    [connection, conversationId],
  );
}

/** Calls `handler` after each reconnect, once subscriptions are restored: fetch what was missed. */
export function useRealtimeResumed(handler: () => void): void {
  const connection = useRealtimeConnection();
  const latest = useLatest(handler);
  useEffect(() => connection?.onResumed(() => latest.current()), [connection, latest]);
}

/** Sends a frame if the connection is open; returns whether it went (a frame is never queued). */
export function useRealtimeSend(): (frame: RealtimeOutgoingFrame) => boolean {
  const connection = useRealtimeConnection();
  return useCallback((frame: RealtimeOutgoingFrame) => connection?.send(frame) ?? false, [connection]);
}
