import type { Conversation, ConversationParticipant, Message } from '@create-together/contract';
import { conversationPolicies } from '../../policies/conversations';
import type { ConversationRowView, MessageView, ParticipantView } from './repository';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The Message object of API.md, field by field. */
export function presentMessage(row: MessageView): Message {
  return {
    messageId: row.id,
    conversationId: row.conversationId,
    senderUserId: row.senderUserId,
    senderUsername: row.senderUsername,
    content: row.content,
    clientId: row.clientId,
    createdAt: seconds(row.createdAt),
  };
}

const participant = (row: ParticipantView): ConversationParticipant => ({
  userId: row.userId,
  username: row.username,
  fullName: row.fullName,
  avatarUrl: row.avatarUrl,
});

/**
 * Conversations with their participants and last messages, matched up by conversation id, and what
 * the caller may do in each.
 */
export function presentConversations(
  rows: ConversationRowView[],
  participants: ParticipantView[],
  lastMessages: MessageView[],
): Conversation[] {
  const people = new Map<string, ConversationParticipant[]>();
  for (const row of participants) {
    const list = people.get(row.conversationId) ?? [];
    list.push(participant(row));
    people.set(row.conversationId, list);
  }
  const last = new Map(lastMessages.map((m) => [m.conversationId, m]));
  return rows.map((row) => {
    const message = last.get(row.id);
    return {
      conversationId: row.id,
      participants: people.get(row.id) ?? [],
      lastMessage: message ? presentMessage(message) : null,
      unreadCount: row.unreadCount,
      updatedAt: seconds(row.lastMessageAt),
      policies: conversationPolicies(row),
    };
  });
}
