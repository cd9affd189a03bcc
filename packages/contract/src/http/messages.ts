import { z } from 'zod';
import { EpochSeconds } from './common';
import { Media } from './media';

export const MESSAGE_MAX = 4000;
export const CLIENT_ID_MAX = 64;
export const MESSAGES_PAGE_DEFAULT = 30;
/** Files one message may carry. */
export const MESSAGE_ATTACHMENTS_MAX = 4;
/** A group conversation has 3 to 50 people, its maker included. */
export const GROUP_MEMBERS_MIN = 3;
export const GROUP_MEMBERS_MAX = 50;
export const CONVERSATION_NAME_MAX = 80;

/**
 * direct: two friends; group: 3–50 people one of them gathered; project and collective: the chat of
 * a project's or a collective's members, kept in step with them.
 */
export const CONVERSATION_KINDS = ['direct', 'group', 'project', 'collective'] as const;
export const ConversationKind = z.enum(CONVERSATION_KINDS);
export type ConversationKind = z.infer<typeof ConversationKind>;

export const GROUP_TOO_SMALL = `A group has at least ${GROUP_MEMBERS_MIN} people, you included.`;
export const GROUP_TOO_BIG = `A group has at most ${GROUP_MEMBERS_MAX} people.`;
export const NOT_YOUR_MESSAGE = 'You can only change your own messages.';
export const MESSAGE_DELETED = 'This message was deleted.';

/** API.md "Message object", and ours: its place, its changes and its files. */
export const Message = z.object({
  messageId: z.string(),
  conversationId: z.string(),
  senderUserId: z.string(),
  senderUsername: z.string(),
  /** Plain text; line breaks kept. Empty once deleted, and for files sent without words. */
  content: z.string(),
  /** The sender's own id for this send (what makes retries idempotent); null when none was given. */
  clientId: z.string().nullable(),
  createdAt: EpochSeconds,
  /** 1, 2, 3… in its conversation: the order, and what read markers point at. */
  seq: z.number().int().positive(),
  /**
   * The conversation's change number when this message last changed (sent, edited, deleted):
   * catching up asks for every message changed after the last one a screen saw.
   */
  rev: z.number().int().positive(),
  /** When its sender last changed its words; null if never. */
  editedAt: EpochSeconds.nullable(),
  /** When its sender deleted it (its words and files are gone); null if not. */
  deletedAt: EpochSeconds.nullable(),
  /** Files shared in it (up to MESSAGE_ATTACHMENTS_MAX), seen by the conversation's members only. */
  attachments: z.array(Media),
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
  /**
   * Write in it. A direct one: friends with the other, and neither blocked the other; any other
   * kind: being in it.
   */
  canSend: z.boolean(),
  /** Ring the others (audio or video): direct conversations, as writing. */
  canCall: z.boolean(),
  /** Name it: a group's members. */
  canRename: z.boolean(),
  /** Bring friends into it: a group's members, while it has room. */
  canAddPeople: z.boolean(),
  /** Take people out of it: a group's maker. */
  canRemovePeople: z.boolean(),
  /** Leave it: any but a direct one (a project's or collective's chat can be joined again from it). */
  canLeave: z.boolean(),
});
export type ConversationPolicies = z.infer<typeof ConversationPolicies>;

/** How far someone in a conversation has read: the seq of the newest message they have seen. */
export const ReadMarker = z.object({ userId: z.string(), lastReadSeq: z.number().int().nonnegative() });
export type ReadMarker = z.infer<typeof ReadMarker>;

/** The project or collective a conversation is the chat of. */
export const ConversationSubject = z.object({
  kind: z.enum(['project', 'collective']),
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
});
export type ConversationSubject = z.infer<typeof ConversationSubject>;

export const Conversation = z.object({
  conversationId: z.string(),
  kind: ConversationKind,
  /** A group's name, or its project's or collective's; null for a direct conversation. */
  name: z.string().nullable(),
  /** Who gathered a group; null for any other kind. */
  createdByUserId: z.string().nullable(),
  /** The project or collective it is the chat of; null otherwise. */
  subject: ConversationSubject.nullable(),
  /** Everyone in it, the caller included (people blocked either way left out for each other). */
  participants: z.array(ConversationParticipant),
  /** How far each participant has read. */
  readMarkers: z.array(ReadMarker),
  /** Its change number: catching up asks for messages changed after the one a screen saw. */
  rev: z.number().int().nonnegative(),
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

/**
 * GET /api/conversations?q= — the caller's conversations, most recently active first (at most 100);
 * `q` finds them by a participant's or the conversation's name, or by a message's words.
 */
export const ConversationsQuery = z.object({
  q: z.string().trim().max(100, 'The search is at most 100 characters.').optional(),
});
export type ConversationsQuery = z.infer<typeof ConversationsQuery>;

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

/** POST /api/conversations/groups — a group of the caller and 2–49 friends of theirs. */
export const CreateGroupBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name the group.')
    .max(CONVERSATION_NAME_MAX, `A group name is at most ${CONVERSATION_NAME_MAX} characters.`),
  userIds: z
    .array(z.string().max(100))
    .min(GROUP_MEMBERS_MIN - 1, GROUP_TOO_SMALL)
    .max(GROUP_MEMBERS_MAX - 1, GROUP_TOO_BIG),
});
export type CreateGroupBody = z.infer<typeof CreateGroupBody>;

/** PATCH /api/conversations/{id} — a group's new name. */
export const RenameConversationBody = CreateGroupBody.pick({ name: true });
export type RenameConversationBody = z.infer<typeof RenameConversationBody>;

/** POST /api/conversations/{id}/members — friends brought into a group. */
export const AddPeopleBody = z.object({
  userIds: z
    .array(z.string().max(100))
    .min(1, 'Choose someone to add.')
    .max(GROUP_MEMBERS_MAX - 1, GROUP_TOO_BIG),
});
export type AddPeopleBody = z.infer<typeof AddPeopleBody>;

/** `{id}` and `{userId}` of /api/conversations/{id}/members/{userId} (`me`: leave it). */
export const ConversationMemberParams = z.object({ id: z.string(), userId: z.string().max(100) });
export type ConversationMemberParams = z.infer<typeof ConversationMemberParams>;

/** `{id}` and `{messageId}` of /api/conversations/{id}/messages/{messageId} */
export const MessageParams = z.object({ id: z.string(), messageId: z.string().max(100) });
export type MessageParams = z.infer<typeof MessageParams>;

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
  /**
   * A change number (the newest `rev` a screen saw): every message sent, edited or deleted after it,
   * in the order of their changes — what a screen catches up with after a reconnect.
   */
  sinceRev: z.coerce.number().int('sinceRev must be a whole number.').nonnegative().optional(),
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

const content = z
  .string()
  .trim()
  .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX.toLocaleString('en')} characters.`);

/** POST /api/conversations/{id}/messages: words, files of one's library, or both. */
export const SendMessageBody = z
  .object({
    /** Up to 4,000 characters after trimming; may be empty when files go with it. */
    content: content.default(''),
    /** Files of the sender's library to share with the conversation's members. */
    attachments: z
      .array(z.string().max(100))
      .max(MESSAGE_ATTACHMENTS_MAX, `A message carries at most ${MESSAGE_ATTACHMENTS_MAX} files.`)
      .default([]),
    /** The sender's id for this message (e.g. a UUID): sending again with it returns the first message. */
    clientId: z
      .string()
      .trim()
      .min(1, 'clientId is required.')
      .max(CLIENT_ID_MAX, `clientId must be at most ${CLIENT_ID_MAX} characters.`),
  })
  .refine((body) => body.content.length > 0 || body.attachments.length > 0, {
    message: 'Message cannot be empty.',
    path: ['content'],
  });
export type SendMessageBody = z.infer<typeof SendMessageBody>;
export type SendMessageInput = z.input<typeof SendMessageBody>;

/** PATCH /api/conversations/{id}/messages/{messageId}: the sender's new words. */
export const EditMessageBody = z.object({
  content: content.min(1, 'Message cannot be empty.'),
});
export type EditMessageBody = z.infer<typeof EditMessageBody>;

/** 201 for a new message; 200 with the first one when `clientId` was already used. */
export const MessageAnswer = z.object({ success: z.literal(true), message: Message });
export type MessageAnswer = z.infer<typeof MessageAnswer>;
