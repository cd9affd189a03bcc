import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { collectives } from './collectives';
import { createdAt, timestamptz } from './columns';
import { media } from './media';
import { projects } from './projects';
import { users } from './users';

/**
 * A conversation between members (modules/messages/README.md). A direct one (two friends) has
 * `direct_key` = "low:high" of the two user ids, unique, so get-or-create can never make two; a
 * group has a name and its maker; a project's or a collective's chat points at it (one each).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** direct | group | project | collective */
    kind: text('kind').notNull().default('direct'),
    directKey: text('direct_key'),
    /** A group's name (a project's or collective's chat is named by it). */
    name: text('name'),
    /** Who gathered a group: they take people out of it. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    collectiveId: uuid('collective_id').references(() => collectives.id, { onDelete: 'cascade' }),
    /** Its change number: each message sent, edited or deleted takes the next (catch-up asks after one). */
    rev: bigint('rev', { mode: 'number' }).notNull().default(0),
    /** The `seq` of its newest message (0 before the first); each send takes the next one. */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    /** When its newest message was sent, or when it was made. */
    lastMessageAt: timestamptz('last_message_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_direct_key').on(t.directKey),
    uniqueIndex('conversations_project_key').on(t.projectId),
    uniqueIndex('conversations_collective_key').on(t.collectiveId),
    check('conversations_kind_check', sql`${t.kind} in ('direct', 'group', 'project', 'collective')`),
    check(
      'conversations_subject_check',
      sql`(${t.kind} = 'project') = (${t.projectId} is not null) and (${t.kind} = 'collective') = (${t.collectiveId} is not null)`,
    ),
  ],
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
    /** The conversation's change number when this message last changed (sent, edited, deleted). */
    rev: bigint('rev', { mode: 'number' }).notNull().default(0),
    editedAt: timestamptz('edited_at'),
    /** Deleted by its sender: its words and files are gone, its place stays. */
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    index('messages_conversation_rev_idx').on(t.conversationId, t.rev),
    // `q` of the inbox finds words in messages: a trigram index (pg_trgm, migration 0012).
    index('messages_content_trgm_idx').using('gin', sql`lower(${t.content}) gin_trgm_ops`),
    uniqueIndex('messages_conversation_seq_key').on(t.conversationId, t.seq),
    uniqueIndex('messages_client_id_key')
      .on(t.conversationId, t.senderUserId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

/**
 * A file shared in a message: its conversation's members may see it while the message stands
 * (policies/media.ts), whatever the file's own visibility.
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.mediaId] }),
    index('message_attachments_media_idx').on(t.mediaId),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
