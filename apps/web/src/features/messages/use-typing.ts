import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtimeEvent, useRealtimeSend } from '@/hooks/realtime';

/** While typing, `typing_start` is sent again this often, so the other side knows it goes on. */
export const TYPING_REFRESH_MS = 3_000;
/** No key for this long: `typing_stop`. */
export const TYPING_IDLE_MS = 3_000;
/** Someone's "typing" with no refresh for this long is dropped (their stop frame was lost). */
export const TYPING_EXPIRY_MS = 8_000;

/** Tells the others when you type in this conversation: start, refreshed while typing, stop. */
export function useTypingSender(conversationId: string) {
  const send = useRealtimeSend();
  const lastStart = useRef(0);
  const idle = useRef<number | undefined>(undefined);

  const stop = useCallback(() => {
    window.clearTimeout(idle.current);
    if (lastStart.current === 0) return;
    lastStart.current = 0;
    send({ type: 'typing_stop', conversationId });
  }, [conversationId, send]);

  const typed = useCallback(() => {
    const now = Date.now();
    if (now - lastStart.current >= TYPING_REFRESH_MS && send({ type: 'typing_start', conversationId })) {
      lastStart.current = now;
    }
    window.clearTimeout(idle.current);
    idle.current = window.setTimeout(stop, TYPING_IDLE_MS);
  }, [conversationId, send, stop]);

  useEffect(() => stop, [stop]);
  return { typed, stop };
}

/** Who else is typing in this conversation now (usernames), with expiry if a stop is lost. */
export function useTypingUsers(conversationId: string): string[] {
  const [typers, setTypers] = useState<Map<string, { username: string; until: number }>>(new Map());

  const update = useCallback((change: (next: Map<string, { username: string; until: number }>) => void) => {
    setTypers((current) => {
      const next = new Map(current);
      change(next);
      return next;
    });
  }, []);

  useRealtimeEvent('user_typing', (frame) => {
    if (frame.conversationId !== conversationId) return;
    update((next) =>
      next.set(frame.userId, { username: frame.username, until: Date.now() + TYPING_EXPIRY_MS }),
    );
  });
  useRealtimeEvent('user_stopped_typing', (frame) => {
    if (frame.conversationId !== conversationId) return;
    update((next) => next.delete(frame.userId));
  });
  // A message from them ends their typing too.
  useRealtimeEvent('new_message', (frame) => {
    if (frame.message.conversationId !== conversationId) return;
    update((next) => next.delete(frame.message.senderUserId));
  });

  useEffect(() => {
    if (typers.size === 0) return;
    const soonest = Math.min(...[...typers.values()].map((t) => t.until));
    const timer = window.setTimeout(
      () =>
        update((next) => {
          for (const [id, t] of next) if (t.until <= Date.now()) next.delete(id);
        }),
      Math.max(0, soonest - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [typers, update]);

  return [...typers.values()].map((t) => t.username);
}
