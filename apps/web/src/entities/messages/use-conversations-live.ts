import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeResumed } from '@/hooks/realtime';
import { applyReadMarker } from './conversation-cache';
import { messageKeys } from './message-keys';

/**
 * Keeps every list of conversations live: a message sent, edited or deleted, a conversation
 * renamed, its people changed, one closed to me, or read by me elsewhere — the lists are read
 * again (their order, last messages and unread counts are the server's), and after a reconnect.
 */
export function useConversationsLive(meId: string) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: messageKeys.conversations() });
  useRealtimeEvent('new_message', refresh);
  useRealtimeEvent('message_changed', refresh);
  useRealtimeEvent('conversation_changed', refresh);
  useRealtimeEvent('conversation_closed', refresh);
  useRealtimeEvent('conversation_read', (frame) => {
    if (frame.userId === meId) refresh();
  });
  useRealtimeResumed(refresh);
}

/**
 * Keeps one open conversation live: read markers as they move, read again when its name or its
 * people change; `onClosed` when the caller is no longer in it (removed, or it is gone).
 */
export function useConversationLive(id: string, onClosed: () => void) {
  const client = useQueryClient();
  useRealtimeEvent('conversation_read', (frame) => {
    if (frame.conversationId === id) applyReadMarker(client, id, frame.userId, frame.lastReadSeq);
  });
  useRealtimeEvent('conversation_changed', (frame) => {
    if (frame.conversationId === id)
      void client.invalidateQueries({ queryKey: messageKeys.conversation(id) });
  });
  useRealtimeEvent('conversation_closed', (frame) => {
    if (frame.conversationId !== id) return;
    client.removeQueries({ queryKey: messageKeys.history(id) });
    onClosed();
  });
}
