import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversationMembers, conversations, type MessageRow, messages, users } from '../../db/schema';
import { type ConversationStanding, standingColumns } from '../../policies/conversations';
import { relationColumns } from '../../policies/relations';

export interface MessageView {
  id: string;
  conversationId: string;
  seq: number;
  senderUserId: string;
  senderUsername: string;
  content: string;
  clientId: string | null;
  createdAt: Date;
}

export interface ConversationRowView extends ConversationStanding {
  id: string;
  lastMessageAt: Date;
  unreadCount: number;
}

export interface ParticipantView {
  conversationId: string;
  userId: string;
  username: string;
  fullName: string;
  avatarUrl: string | null;
}

const messageView = {
  id: messages.id,
  conversationId: messages.conversationId,
  seq: messages.seq,
  senderUserId: messages.senderUserId,
  senderUsername: users.username,
  content: messages.content,
  clientId: messages.clientId,
  createdAt: messages.createdAt,
};

/**
 * The member's unread messages: the others' with a seq above their last read. Raw names, since
 * drizzle would leave the outer query's columns unqualified inside this subquery.
 */
const unreadCount = sql<number>`(select count(*)::int from messages m where m.conversation_id = "conversation_members"."conversation_id" and m.seq > "conversation_members"."last_read_seq" and m.sender_user_id <> "conversation_members"."user_id")`;

/** A conversation of the member's, with where they stand in it (what they may do: policies/). */
const conversationRow = (userId: string) => ({
  id: conversations.id,
  lastMessageAt: conversations.lastMessageAt,
  unreadCount,
  ...standingColumns(userId, sql`"conversation_members"."conversation_id"`),
});

/** Conversations, their members and their messages: all the SQL of the module. */
export function messagesRepository(db: Executor) {
  const conversationsOf = (userId: string, conversationId?: string) =>
    db
      .select(conversationRow(userId))
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(
        and(
          eq(conversationMembers.userId, userId),
          conversationId === undefined ? undefined : eq(conversationMembers.conversationId, conversationId),
        ),
      );

  return {
    /** The other user and where the caller stands with them; null when there is no such user. */
    async relationTo(viewerId: string, otherId: string) {
      const { iBlocked, blockedMe, friends } = relationColumns(viewerId);
      const [row] = await db
        .select({ userId: users.id, iBlocked, blockedMe, friends })
        .from(users)
        .where(eq(users.id, otherId))
        .limit(1);
      return row ?? null;
    },

    /** Makes the direct conversation of `directKey` with its two members; null when it exists already. */
    async insertDirect(directKey: string, memberIds: [string, string]): Promise<string | null> {
      const [row] = await db
        .insert(conversations)
        .values({ directKey })
        .onConflictDoNothing({ target: conversations.directKey })
        .returning({ id: conversations.id });
      if (!row) return null;
      await db
        .insert(conversationMembers)
        .values(memberIds.map((userId) => ({ conversationId: row.id, userId })));
      return row.id;
    },

    async findDirect(directKey: string): Promise<string | null> {
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.directKey, directKey))
        .limit(1);
      return row?.id ?? null;
    },

    /** The user's conversations, most recently active first. */
    async listFor(userId: string, max: number): Promise<ConversationRowView[]> {
      return conversationsOf(userId)
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
        .limit(max);
    },

    /** One conversation of the user's; null when they are not in it (or it does not exist). */
    async oneFor(userId: string, conversationId: string): Promise<ConversationRowView | null> {
      const [row] = await conversationsOf(userId, conversationId).limit(1);
      return row ?? null;
    },

    /** Everyone in these conversations, in the order they joined. */
    async participants(conversationIds: string[]): Promise<ParticipantView[]> {
      if (conversationIds.length === 0) return [];
      return db
        .select({
          conversationId: conversationMembers.conversationId,
          userId: users.id,
          username: users.username,
          fullName: users.fullName,
          avatarUrl: users.avatarUrl,
        })
        .from(conversationMembers)
        .innerJoin(users, eq(users.id, conversationMembers.userId))
        .where(inArray(conversationMembers.conversationId, conversationIds))
        .orderBy(asc(conversationMembers.joinedAt), asc(users.id));
    },

    /** The newest message of each of these conversations (the one whose seq is its last_seq). */
    async lastMessages(conversationIds: string[]): Promise<MessageView[]> {
      if (conversationIds.length === 0) return [];
      return db
        .select(messageView)
        .from(messages)
        .innerJoin(
          conversations,
          and(eq(conversations.id, messages.conversationId), eq(conversations.lastSeq, messages.seq)),
        )
        .innerJoin(users, eq(users.id, messages.senderUserId))
        .where(inArray(messages.conversationId, conversationIds));
    },

    /** The sender's earlier send with this clientId, if any (what makes a retry idempotent). */
    async findByClientId(conversationId: string, senderId: string, clientId: string) {
      const [row] = await db
        .select(messageView)
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderUserId))
        .where(
          and(
            eq(messages.conversationId, conversationId),
            eq(messages.senderUserId, senderId),
            eq(messages.clientId, clientId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The seq of a message of this conversation; null when it is not one. */
    async seqOf(conversationId: string, messageId: string): Promise<number | null> {
      const [row] = await db
        .select({ seq: messages.seq })
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)))
        .limit(1);
      return row?.seq ?? null;
    },

    /**
     * Up to `limit` messages by seq: `before` → the newest below it (newest first), `after` → the
     * oldest above it (oldest first), neither → the newest. The caller puts them in send order.
     */
    async page(conversationId: string, limit: number, range: { before?: number; after?: number }) {
      const bound =
        range.after !== undefined
          ? gt(messages.seq, range.after)
          : range.before !== undefined
            ? lt(messages.seq, range.before)
            : undefined;
      return db
        .select(messageView)
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderUserId))
        .where(and(eq(messages.conversationId, conversationId), bound))
        .orderBy(range.after !== undefined ? asc(messages.seq) : desc(messages.seq))
        .limit(limit);
    },

    /**
     * Everything a send checks, in one query: the members with their usernames, where the sender
     * stands with them (friends, blocks: the same columns as every conversation answer's policies),
     * and the sender's earlier message with this clientId. Null when the sender is not a member.
     */
    async sendCheck(conversationId: string, senderId: string, clientId: string) {
      const sender = sql`${senderId}::uuid`;
      const { blocked, friendsWithAll } = standingColumns(senderId, sql`${conversationId}::uuid`);
      const { rows } = await db.execute<{
        userId: string;
        username: string;
        blocked: boolean;
        friendsWithAll: boolean;
        earlierId: string | null;
      }>(sql`
        select cm.user_id as "userId", u.username,
          ${blocked} as "blocked", ${friendsWithAll} as "friendsWithAll",
          (select m.id from ${messages} m
            where m.conversation_id = ${conversationId}::uuid and m.sender_user_id = ${sender}
              and m.client_id = ${clientId}) as "earlierId"
        from ${conversationMembers} cm join ${users} u on u.id = cm.user_id
        where cm.conversation_id = ${conversationId}::uuid`);
      const [first] = rows;
      if (!first || !rows.some((r) => r.userId === senderId)) return null;
      const standing: ConversationStanding = { blocked: first.blocked, friendsWithAll: first.friendsWithAll };
      return {
        members: rows.map(({ userId, username }) => ({ userId, username })),
        standing,
        earlierId: first.earlierId,
      };
    },

    /**
     * A send's writes in one statement: lock the conversation, take the next seq, insert the
     * message, move the conversation and the sender's read marker to it. Null when the sender
     * already used this clientId here (the partial unique index says so) — then nothing changed,
     * the seq included, so seqs stay gapless. Concurrent sends queue on the conversation's lock.
     */
    async append(values: {
      conversationId: string;
      senderUserId: string;
      content: string;
      clientId: string;
    }) {
      const { conversationId, senderUserId, content, clientId } = values;
      const id = sql`${conversationId}::uuid`;
      const { rows } = await db.execute<{
        id: string;
        seq: string | number;
        createdAt: Date | string;
      }>(sql`
        with locked as (
          select last_seq + 1 as seq from ${conversations} where id = ${id} for update
        ), m as (
          insert into ${messages} (conversation_id, seq, sender_user_id, content, client_id)
          select ${id}, locked.seq, ${senderUserId}::uuid, ${content}, ${clientId} from locked
          on conflict (conversation_id, sender_user_id, client_id) where client_id is not null do nothing
          returning id, seq, created_at
        ), moved as (
          update ${conversations} set last_seq = m.seq, last_message_at = m.created_at
          from m where ${conversations}.id = ${id}
        ), read as (
          update ${conversationMembers} set last_read_seq = greatest(${conversationMembers}.last_read_seq, m.seq)
          from m where ${conversationMembers}.conversation_id = ${id}
            and ${conversationMembers}.user_id = ${senderUserId}::uuid
        )
        select id, seq, created_at as "createdAt" from m`);
      const row = rows[0];
      if (!row) return null;
      return {
        id: row.id,
        conversationId,
        seq: Number(row.seq),
        senderUserId,
        content,
        clientId,
        createdAt: new Date(row.createdAt),
      } satisfies MessageRow;
    },

    /**
     * Moves the member's read marker up to `seq`, or to the conversation's last seq when none is
     * given; never down. False when they are not a member.
     */
    async markRead(conversationId: string, userId: string, seq?: number): Promise<boolean> {
      const target =
        seq ??
        sql`(select ${conversations.lastSeq} from ${conversations} where ${conversations.id} = ${conversationId})`;
      const result = await db
        .update(conversationMembers)
        .set({ lastReadSeq: sql`greatest(${conversationMembers.lastReadSeq}, ${target})` })
        .where(
          and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
        );
      return (result.rowCount ?? 0) > 0;
    },
  };
}

export type MessagesRepository = ReturnType<typeof messagesRepository>;
