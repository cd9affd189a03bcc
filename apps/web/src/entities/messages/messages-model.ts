import type {
  ConversationParticipant,
  ConversationPolicies,
  Conversation as ServerConversation,
  Message as ServerMessage,
} from '@create-together/contract';

/** A message as screens use it: times in ISO. */
export interface ChatMessage {
  id: string;
  conversationId: string;
  senderId: string;
  senderUsername: string;
  content: string;
  clientId: string | null;
  /** ISO 8601. */
  createdAt: string;
}

export interface ChatConversation {
  id: string;
  participants: ConversationParticipant[];
  lastMessage: ChatMessage | null;
  unreadCount: number;
  /** ISO 8601. */
  updatedAt: string;
  /** What the signed-in user may do in it, as the server says (never worked out here). */
  policies: ConversationPolicies;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export function mapMessage(message: ServerMessage): ChatMessage {
  return {
    id: message.messageId,
    conversationId: message.conversationId,
    senderId: message.senderUserId,
    senderUsername: message.senderUsername,
    content: message.content,
    clientId: message.clientId,
    createdAt: iso(message.createdAt),
  };
}

export function mapConversation(conversation: ServerConversation): ChatConversation {
  return {
    id: conversation.conversationId,
    participants: conversation.participants,
    lastMessage: conversation.lastMessage ? mapMessage(conversation.lastMessage) : null,
    unreadCount: conversation.unreadCount,
    updatedAt: iso(conversation.updatedAt),
    policies: conversation.policies,
  };
}

/** Who the signed-in user is talking to: the other participants (yourself when alone). */
export function otherParticipants(conversation: ChatConversation, meId: string): ConversationParticipant[] {
  const others = conversation.participants.filter((p) => p.userId !== meId);
  return others.length > 0 ? others : conversation.participants;
}

/** A fresh id for one send: retries of that send reuse it, so the server keeps one copy. */
export function newClientId(): string {
  return crypto.randomUUID();
}
