import type { QueryClient } from '@tanstack/react-query';
import { messageKeys } from './message-keys';
import type { ChatConversation } from './messages-model';

/** The conversation with `userId` read up to `lastReadSeq` (a marker never moves back). */
export function withReadMarker(
  conversation: ChatConversation,
  userId: string,
  lastReadSeq: number,
): ChatConversation {
  const current = conversation.readMarkers.find((marker) => marker.userId === userId);
  if (current && current.lastReadSeq >= lastReadSeq) return conversation;
  const others = conversation.readMarkers.filter((marker) => marker.userId !== userId);
  return { ...conversation, readMarkers: [...others, { userId, lastReadSeq }] };
}

/** Puts a read marker heard live into the cached conversation. */
export function applyReadMarker(client: QueryClient, id: string, userId: string, lastReadSeq: number) {
  client.setQueryData<ChatConversation>(messageKeys.conversation(id), (conversation) =>
    conversation ? withReadMarker(conversation, userId, lastReadSeq) : conversation,
  );
}
