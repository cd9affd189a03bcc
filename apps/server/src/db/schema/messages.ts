import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { users } from './users';

/**
 * A conversation between members. A direct one (two friends) has `direct_key` = "low:high" of the
 * two user ids, unique, so get-or-create can never make two.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    directKey: text('direct_key'),
    /** The `seq` of its newest message (0 before the first); each send takes the next one. */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    /** When its newest message was sent, or when it was made. */
    lastMessageAt: timestamptz('last_message_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('conversations_direct_key').on(t.directKey)],
);

export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The `seq` of the newest message this member has read (0: none). */
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_idx').on(t.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… within its conversation: the exact order, and unread counts by range. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    senderUserId: uuid('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** The sender's id for this send: a retry with it finds this row instead of making another. */
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_key').on(t.conversationId, t.seq),
    uniqueIndex('messages_client_id_key')
      .on(t.conversationId, t.senderUserId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
