import type {
  ConversationKind,
  ConversationParticipant,
  ConversationPolicies,
  ConversationSubject,
  Media,
  ReadMarker,
  Conversation as ServerConversation,
  Message as ServerMessage,
} from '@create-together/contract';

/** A message as screens use it: times in ISO. */
export interface ChatMessage {
  id: string;
  conversationId: string;
  senderId: string;
  senderUsername: string;
  /** Empty once deleted, and for files sent without words. */
  content: string;
  clientId: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** Its place in the conversation (1, 2, 3…): the order, and what read markers point at. */
  seq: number;
  /** The conversation's change number when it last changed: a newer copy has a higher one. */
  rev: number;
  /** ISO 8601 of its last edit, or null. */
  editedAt: string | null;
  /** ISO 8601 of its deletion, or null. */
  deletedAt: string | null;
  attachments: Media[];
}

export interface ChatConversation {
  id: string;
  kind: ConversationKind;
  /** A group's name, or its project's or collective's; null for a direct conversation. */
  name: string | null;
  createdByUserId: string | null;
  subject: ConversationSubject | null;
  participants: ConversationParticipant[];
  readMarkers: ReadMarker[];
  rev: number;
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
    seq: message.seq,
    rev: message.rev,
    editedAt: message.editedAt === null ? null : iso(message.editedAt),
    deletedAt: message.deletedAt === null ? null : iso(message.deletedAt),
    attachments: message.attachments,
  };
}

export function mapConversation(conversation: ServerConversation): ChatConversation {
  return {
    id: conversation.conversationId,
    kind: conversation.kind,
    name: conversation.name,
    createdByUserId: conversation.createdByUserId,
    subject: conversation.subject,
    participants: conversation.participants,
    readMarkers: conversation.readMarkers,
    rev: conversation.rev,
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

/** How a person is named on screen: their full name, else their username. */
export const personName = (person: Pick<ConversationParticipant, 'fullName' | 'username'>) =>
  person.fullName.trim() || person.username;

/** Whether it is a conversation of several people (a group, a project's or a collective's chat). */
export const isGroupLike = (conversation: Pick<ChatConversation, 'kind'>) => conversation.kind !== 'direct';

/** Its name on screen: a direct one is the other person; a group or a chat is its own name. */
export function conversationTitle(conversation: ChatConversation, meId: string): string {
  if (conversation.kind !== 'direct' && conversation.name?.trim()) return conversation.name.trim();
  const others = otherParticipants(conversation, meId);
  if (conversation.kind === 'direct') return others[0] ? personName(others[0]) : 'Conversation';
  return others.map((p) => p.username).join(', ') || 'Group';
}

/** A message's words for a one-line preview: what became of it when it has none. */
export function messagePreview(message: Pick<ChatMessage, 'content' | 'deletedAt' | 'attachments'>): string {
  if (message.deletedAt) return 'Deleted message';
  if (message.content.trim()) return message.content;
  const files = message.attachments.length;
  return files > 1 ? `Sent ${files} files` : 'Sent a file';
}

/** The list's line under a conversation's name: the last message, with who said it where that helps. */
export function lastMessageLine(conversation: ChatConversation, meId: string): string {
  const last = conversation.lastMessage;
  if (!last) return 'No messages yet';
  const text = messagePreview(last);
  if (last.senderId === meId) return `You: ${text}`;
  if (isGroupLike(conversation)) {
    const sender = conversation.participants.find((p) => p.userId === last.senderId);
    return `${sender ? personName(sender).split(' ')[0] : last.senderUsername}: ${text}`;
  }
  return text;
}

/** A fresh id for one send: retries of that send reuse it, so the server keeps one copy. */
export function newClientId(): string {
  return crypto.randomUUID();
}
