import { z } from 'zod';
import { EpochSeconds } from './common';

export const MESSAGE_MAX = 4000;
export const CLIENT_ID_MAX = 64;
export const MESSAGES_PAGE_DEFAULT = 30;

/** API.md "Message object". */
export const Message = z.object({
  messageId: z.string(),
  conversationId: z.string(),
  senderUserId: z.string(),
  senderUsername: z.string(),
  /** Plain text; line breaks kept. */
  content: z.string(),
  /** The sender's own id for this send (what makes retries idempotent); null when none was given. */
  clientId: z.string().nullable(),
  createdAt: EpochSeconds,
});
export type Message = z.infer<typeof Message>;

/** Someone in a conversation. */
export const ConversationParticipant = z.object({
  userId: z.string(),
  username: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type ConversationParticipant = z.infer<typeof ConversationParticipant>;

/**
 * What the caller may do in a conversation, as the server's policy layer decides. Reading its
 * history needs nothing more than being in it.
 */
export const ConversationPolicies = z.object({
  /** Write in it: friends with everyone else in it, and nobody in it blocked the other either way. */
  canSend: z.boolean(),
  /** Ring the others (audio or video): the same as writing. */
  canCall: z.boolean(),
});
export type ConversationPolicies = z.infer<typeof ConversationPolicies>;

export const Conversation = z.object({
  conversationId: z.string(),
  /** Everyone in it, the caller included. */
  participants: z.array(ConversationParticipant),
  /** The newest message, or null before the first. */
  lastMessage: Message.nullable(),
  /** Messages from the others newer than the caller's last read. */
  unreadCount: z.number().int().nonnegative(),
  /** When the last message was sent (or the conversation made). */
  updatedAt: EpochSeconds,
  /** What the caller may do in it. */
  policies: ConversationPolicies,
});
export type Conversation = z.infer<typeof Conversation>;

/** GET /api/conversations — the caller's conversations, most recently active first (at most 100). */
export const ConversationsAnswer = z.object({
  success: z.literal(true),
  conversations: z.array(Conversation),
});
export type ConversationsAnswer = z.infer<typeof ConversationsAnswer>;

/** POST /api/conversations — get-or-create the direct conversation with a friend. */
export const CreateConversationBody = z.object({
  /** The friend's user id. */
  userId: z.string().trim().min(1, 'User ID is required.').max(100, 'User ID is too long.'),
});
export type CreateConversationBody = z.infer<typeof CreateConversationBody>;

/** POST /api/conversations (200 for an existing one, 201 when made), GET /api/conversations/{id}. */
export const ConversationAnswer = z.object({ success: z.literal(true), conversation: Conversation });
export type ConversationAnswer = z.infer<typeof ConversationAnswer>;

/** `{id}` of /api/conversations/{id}/… */
export const ConversationParams = z.object({ id: z.string() });
export type ConversationParams = z.infer<typeof ConversationParams>;

/**
 * GET /api/conversations/{id}/messages — a page in the order sent (oldest first). Without
 * `before`/`after`: the newest page. `before`: the page older than that message (scrolling up).
 * `after`: messages newer than that one (catching up after a reconnect), oldest first.
 */
export const MessagesQuery = z.object({
  /** A message id (or the `nextCursor` of the previous page). */
  before: z.string().max(200, 'before is too long.').optional(),
  /** A message id. */
  after: z.string().max(200, 'after is too long.').optional(),
  /** 1–100 (default 30). */
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1.')
    .max(100, 'limit must be at most 100.')
    .default(MESSAGES_PAGE_DEFAULT),
});
export type MessagesQuery = z.infer<typeof MessagesQuery>;

export const MessagesAnswer = z.object({
  success: z.literal(true),
  messages: z.array(Message),
  /** Pass as `before` for older messages (null: this is the start); with `after`, for newer ones. */
  nextCursor: z.string().nullable(),
});
export type MessagesAnswer = z.infer<typeof MessagesAnswer>;

/** POST /api/conversations/{id}/messages */
export const SendMessageBody = z.object({
  /** 1–4,000 characters after trimming. */
  content: z
    .string()
    .trim()
    .min(1, 'Message cannot be empty.')
    .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX.toLocaleString('en')} characters.`),
  /** The sender's id for this message (e.g. a UUID): sending again with it returns the first message. */
  clientId: z
    .string()
    .trim()
    .min(1, 'clientId is required.')
    .max(CLIENT_ID_MAX, `clientId must be at most ${CLIENT_ID_MAX} characters.`),
});
export type SendMessageBody = z.infer<typeof SendMessageBody>;

/** 201 for a new message; 200 with the first one when `clientId` was already used. */
export const MessageAnswer = z.object({ success: z.literal(true), message: Message });
export type MessageAnswer = z.infer<typeof MessageAnswer>;
