import type { ConversationKind } from '@create-together/contract';
import { and, asc, desc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  blocks,
  collectives,
  conversationMembers,
  conversations,
  media,
  messageAttachments,
  messages,
  projects,
  users,
} from '../../db/schema';
import { type ConversationStanding, standingColumns } from '../../policies/conversations';
import { relationColumns } from '../../policies/relations';
import { attachedMediaColumns, mediaSavedBy } from '../media/attachments';
import type { MediaView } from '../media/repository';

export interface MessageView {
  id: string;
  conversationId: string;
  seq: number;
  rev: number;
  senderUserId: string;
  senderUsername: string;
  content: string;
  clientId: string | null;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
}

export interface ConversationRowView extends ConversationStanding {
  id: string;
  name: string | null;
  createdBy: string | null;
  rev: number;
  projectId: string | null;
  collectiveId: string | null;
  subjectName: string | null;
  subjectImageUrl: string | null;
  lastMessageAt: Date;
  unreadCount: number;
}

export interface ParticipantView {
  conversationId: string;
  userId: string;
  username: string;
  fullName: string;
  avatarUrl: string | null;
  lastReadSeq: number;
}

/** A file shared in a message, as the media module presents it. */
export interface AttachmentView extends MediaView {
  messageId: string;
}

/**
 * Where-clause: the sender of the message `m` and the viewer may see each other's words — always in
 * a direct conversation (its history stays readable after a block), else not across a block.
 */
const visibleSender = (viewerId: string, m = sql.raw('m')) =>
  sql`((select c.kind from ${conversations} c where c.id = ${m}.conversation_id) = 'direct' or not exists (select 1 from ${blocks} b where (b.blocker_user_id = ${m}.sender_user_id and b.blocked_user_id = ${viewerId}::uuid) or (b.blocker_user_id = ${viewerId}::uuid and b.blocked_user_id = ${m}.sender_user_id)))`;

const messageView = {
  id: messages.id,
  conversationId: messages.conversationId,
  seq: messages.seq,
  rev: messages.rev,
  senderUserId: messages.senderUserId,
  senderUsername: users.username,
  content: messages.content,
  clientId: messages.clientId,
  createdAt: messages.createdAt,
  editedAt: messages.editedAt,
  deletedAt: messages.deletedAt,
};

/**
 * The member's unread messages: the others' with a seq above their last read, of people they may
 * see, not deleted. Raw names, since drizzle would leave the outer query's columns unqualified
 * inside this subquery.
 */
const unreadCount = (userId: string) =>
  sql<number>`(select count(*)::int from messages m where m.conversation_id = "conversation_members"."conversation_id" and m.seq > "conversation_members"."last_read_seq" and m.sender_user_id <> "conversation_members"."user_id" and m.deleted_at is null and ${visibleSender(userId)})`;

/** A conversation of the member's, with where they stand in it (what they may do: policies/). */
const conversationRow = (userId: string) => ({
  id: conversations.id,
  name: conversations.name,
  createdBy: conversations.createdBy,
  rev: conversations.rev,
  projectId: conversations.projectId,
  collectiveId: conversations.collectiveId,
  subjectName: sql<string | null>`coalesce(${projects.name}, ${collectives.name})`,
  subjectImageUrl: sql<string | null>`coalesce(${projects.coverImageUrl}, ${collectives.avatarUrl})`,
  lastMessageAt: conversations.lastMessageAt,
  unreadCount: unreadCount(userId),
  ...standingColumns(userId, sql`"conversation_members"."conversation_id"`),
});

/** A message row as raw SQL gives it (bigints as strings, times maybe as strings). */
function viewOf(row: Record<string, unknown>): MessageView {
  const time = (value: unknown) => (value === null ? null : new Date(value as string | Date));
  return {
    id: row.id as string,
    conversationId: row.conversationId as string,
    seq: Number(row.seq),
    rev: Number(row.rev),
    senderUserId: row.senderUserId as string,
    senderUsername: row.senderUsername as string,
    content: row.content as string,
    clientId: (row.clientId as string | null) ?? null,
    createdAt: new Date(row.createdAt as string | Date),
    editedAt: time(row.editedAt ?? null),
    deletedAt: time(row.deletedAt ?? null),
  };
}

/** `%q%` for LIKE, its own wildcards escaped, lower-cased. */
const containing = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Conversations, their members and their messages: all the SQL of the module. */
export function messagesRepository(db: Executor) {
  const conversationsOf = (userId: string, where?: SQL) =>
    db
      .select(conversationRow(userId))
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .leftJoin(projects, eq(projects.id, conversations.projectId))
      .leftJoin(collectives, eq(collectives.id, conversations.collectiveId))
      .where(and(eq(conversationMembers.userId, userId), where));

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

    /**
     * The user's conversations, most recently active first; with `q`, those whose name, project or
     * collective, a participant's name, or a message's words (of people they may see) contain it.
     */
    async listFor(userId: string, max: number, q?: string): Promise<ConversationRowView[]> {
      const like = q ? containing(q) : null;
      const found =
        like === null
          ? undefined
          : sql`(lower(coalesce(${conversations.name}, ${projects.name}, ${collectives.name}, '')) like ${like}
              or exists (select 1 from ${conversationMembers} o join ${users} u on u.id = o.user_id
                where o.conversation_id = ${conversations.id} and o.user_id <> ${userId}::uuid
                  and (${conversations.kind} = 'direct' or not exists (select 1 from ${blocks} b
                    where (b.blocker_user_id = o.user_id and b.blocked_user_id = ${userId}::uuid)
                       or (b.blocker_user_id = ${userId}::uuid and b.blocked_user_id = o.user_id)))
                  and (lower(u.username) like ${like} or lower(u.full_name) like ${like}))
              or exists (select 1 from ${messages} m where m.conversation_id = ${conversations.id}
                and m.deleted_at is null and lower(m.content) like ${like} and ${visibleSender(userId)}))`;
      return conversationsOf(userId, found)
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
        .limit(max);
    },

    /** One conversation of the user's; null when they are not in it (or it does not exist). */
    async oneFor(userId: string, conversationId: string): Promise<ConversationRowView | null> {
      const [row] = await conversationsOf(
        userId,
        eq(conversationMembers.conversationId, conversationId),
      ).limit(1);
      return row ?? null;
    },

    /**
     * Everyone in these conversations as the viewer sees them (in a group or a chat, people blocked
     * either way are left out for each other), in the order they joined, with how far they read.
     */
    async participants(conversationIds: string[], viewerId: string): Promise<ParticipantView[]> {
      if (conversationIds.length === 0) return [];
      return db
        .select({
          conversationId: conversationMembers.conversationId,
          userId: users.id,
          username: users.username,
          fullName: users.fullName,
          avatarUrl: users.avatarUrl,
          lastReadSeq: conversationMembers.lastReadSeq,
        })
        .from(conversationMembers)
        .innerJoin(users, eq(users.id, conversationMembers.userId))
        .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
        .where(
          and(
            inArray(conversationMembers.conversationId, conversationIds),
            sql`(${conversations.kind} = 'direct' or not exists (select 1 from ${blocks} b where (b.blocker_user_id = ${users.id} and b.blocked_user_id = ${viewerId}::uuid) or (b.blocker_user_id = ${viewerId}::uuid and b.blocked_user_id = ${users.id})))`,
          ),
        )
        .orderBy(asc(conversationMembers.joinedAt), asc(users.id));
    },

    /** The newest message of each of these conversations the viewer may see (one query, a lateral per conversation). */
    async lastMessages(conversationIds: string[], viewerId: string): Promise<MessageView[]> {
      if (conversationIds.length === 0) return [];
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        select last.* from unnest(array[${sql.join(
          conversationIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}]) as ids(id)
        cross join lateral (
          select m.id, m.conversation_id as "conversationId", m.seq, m.rev, m.sender_user_id as "senderUserId",
            u.username as "senderUsername", m.content, m.client_id as "clientId", m.created_at as "createdAt",
            m.edited_at as "editedAt", m.deleted_at as "deletedAt"
          from ${messages} m join ${users} u on u.id = m.sender_user_id
          where m.conversation_id = ids.id and ${visibleSender(viewerId)}
          order by m.seq desc limit 1
        ) last`);
      return rows.map(viewOf);
    },

    /** The files of these messages, in their order, as the media module presents them. */
    async attachmentsOf(messageIds: string[], viewerId: string): Promise<AttachmentView[]> {
      if (messageIds.length === 0) return [];
      return db
        .select({
          ...attachedMediaColumns,
          savedByMe: mediaSavedBy(viewerId),
          messageId: messageAttachments.messageId,
        })
        .from(messageAttachments)
        .innerJoin(media, eq(media.id, messageAttachments.mediaId))
        .where(inArray(messageAttachments.messageId, messageIds))
        .orderBy(asc(messageAttachments.messageId), asc(messageAttachments.position));
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
    async page(
      conversationId: string,
      viewerId: string,
      limit: number,
      range: { before?: number; after?: number; sinceRev?: number },
    ): Promise<MessageView[]> {
      const bound =
        range.sinceRev !== undefined
          ? gt(messages.rev, range.sinceRev)
          : range.after !== undefined
            ? gt(messages.seq, range.after)
            : range.before !== undefined
              ? lt(messages.seq, range.before)
              : undefined;
      const order =
        range.sinceRev !== undefined
          ? asc(messages.rev)
          : range.after !== undefined
            ? asc(messages.seq)
            : desc(messages.seq);
      return db
        .select(messageView)
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderUserId))
        .where(
          and(eq(messages.conversationId, conversationId), bound, visibleSender(viewerId, sql`${messages}`)),
        )
        .orderBy(order)
        .limit(limit);
    },

    /** One message of the conversation, as its members see it; null when it is not one. */
    async message(conversationId: string, messageId: string): Promise<MessageView | null> {
      const [row] = await db
        .select(messageView)
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderUserId))
        .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Everyone in the conversation who may hear of `userId`'s doing there: all but people blocked
     * either way with them (the same rule as a send's frames).
     */
    async audience(conversationId: string, userId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: conversationMembers.userId })
        .from(conversationMembers)
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            sql`not exists (select 1 from ${blocks} b where (b.blocker_user_id = ${conversationMembers.userId} and b.blocked_user_id = ${userId}::uuid) or (b.blocker_user_id = ${userId}::uuid and b.blocked_user_id = ${conversationMembers.userId}))`,
          ),
        );
      return rows.map((row) => row.userId);
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
        blockedWithSender: boolean;
        blocked: boolean;
        friendsWithAll: boolean;
        kind: ConversationKind;
        isCreator: boolean;
        earlierId: string | null;
      }>(sql`
        select cm.user_id as "userId", u.username,
          exists (select 1 from ${blocks} b where (b.blocker_user_id = cm.user_id and b.blocked_user_id = ${sender})
            or (b.blocker_user_id = ${sender} and b.blocked_user_id = cm.user_id)) as "blockedWithSender",
          ${blocked} as "blocked", ${friendsWithAll} as "friendsWithAll", c.kind, c.created_by = ${sender} as "isCreator",
          (select m.id from ${messages} m
            where m.conversation_id = ${conversationId}::uuid and m.sender_user_id = ${sender}
              and m.client_id = ${clientId}) as "earlierId"
        from ${conversationMembers} cm join ${users} u on u.id = cm.user_id
          join ${conversations} c on c.id = cm.conversation_id
        where cm.conversation_id = ${conversationId}::uuid`);
      const [first] = rows;
      if (!first || !rows.some((r) => r.userId === senderId)) return null;
      const standing: ConversationStanding = {
        blocked: first.blocked,
        friendsWithAll: first.friendsWithAll,
        kind: first.kind,
        isCreator: Boolean(first.isCreator),
        membersCount: rows.length,
      };
      return {
        members: rows.map(({ userId, username, blockedWithSender }) => ({
          userId,
          username,
          blockedWithSender,
        })),
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
        rev: string | number;
        createdAt: Date | string;
      }>(sql`
        with locked as (
          select last_seq + 1 as seq, rev + 1 as rev from ${conversations} where id = ${id} for update
        ), m as (
          insert into ${messages} (conversation_id, seq, rev, sender_user_id, content, client_id)
          select ${id}, locked.seq, locked.rev, ${senderUserId}::uuid, ${content}, ${clientId} from locked
          on conflict (conversation_id, sender_user_id, client_id) where client_id is not null do nothing
          returning id, seq, rev, created_at
        ), moved as (
          update ${conversations} set last_seq = m.seq, rev = m.rev, last_message_at = m.created_at
          from m where ${conversations}.id = ${id}
        ), read as (
          update ${conversationMembers} set last_read_seq = greatest(${conversationMembers}.last_read_seq, m.seq)
          from m where ${conversationMembers}.conversation_id = ${id}
            and ${conversationMembers}.user_id = ${senderUserId}::uuid
        )
        select id, seq, rev, created_at as "createdAt" from m`);
      const row = rows[0];
      if (!row) return null;
      return {
        id: row.id,
        conversationId,
        seq: Number(row.seq),
        rev: Number(row.rev),
        senderUserId,
        content,
        clientId,
        createdAt: new Date(row.createdAt),
        editedAt: null,
        deletedAt: null,
      };
    },

    /** The sender's own files, in order, shared in their message; false when one is not theirs. */
    async attach(messageId: string, senderId: string, mediaIds: string[]): Promise<boolean> {
      if (mediaIds.length === 0) return true;
      const owned = await db
        .select({ id: media.id })
        .from(media)
        .where(and(inArray(media.id, mediaIds), eq(media.ownerUserId, senderId)));
      if (owned.length !== new Set(mediaIds).size) return false;
      await db
        .insert(messageAttachments)
        .values([...new Set(mediaIds)].map((mediaId, position) => ({ messageId, mediaId, position })));
      return true;
    },

    /**
     * The sender changes their message (new words, or deleted: no words, no files), taking the
     * conversation's next change number, in one statement; null when it is not theirs, is deleted,
     * or is not in this conversation.
     */
    async change(
      conversationId: string,
      messageId: string,
      senderId: string,
      change: { content: string } | { deleted: true },
    ): Promise<MessageView | null> {
      const id = sql`${conversationId}::uuid`;
      const set =
        'deleted' in change
          ? sql`content = '', deleted_at = now()`
          : sql`content = ${change.content}, edited_at = now()`;
      const { rows } = await db.execute<Record<string, unknown>>(sql`
        with target as (
          select m.id from ${messages} m
          where m.id = ${messageId}::uuid and m.conversation_id = ${id}
            and m.sender_user_id = ${senderId}::uuid and m.deleted_at is null
        ), locked as (
          update ${conversations} set rev = rev + 1 where id = ${id} and exists (select 1 from target)
          returning rev
        ), changed as (
          update ${messages} set ${set}, rev = locked.rev from locked, target
          where ${messages}.id = target.id and ${messages}.deleted_at is null
          returning ${messages}.*
        )
        select c.id, c.conversation_id as "conversationId", c.seq, c.rev, c.sender_user_id as "senderUserId",
          u.username as "senderUsername", c.content, c.client_id as "clientId", c.created_at as "createdAt",
          c.edited_at as "editedAt", c.deleted_at as "deletedAt"
        from changed c join ${users} u on u.id = c.sender_user_id`);
      const [row] = rows;
      if (!row) return null;
      if ('deleted' in change)
        await db.delete(messageAttachments).where(eq(messageAttachments.messageId, messageId));
      return viewOf(row);
    },

    /**
     * Moves the member's read marker up to `seq`, or to the conversation's last seq when none is
     * given; never down. False when they are not a member.
     */
    async markRead(conversationId: string, userId: string, seq?: number): Promise<number | null> {
      const target =
        seq ??
        sql`(select ${conversations.lastSeq} from ${conversations} where ${conversations.id} = ${conversationId})`;
      const [row] = await db
        .update(conversationMembers)
        .set({ lastReadSeq: sql`greatest(${conversationMembers.lastReadSeq}, ${target})` })
        .where(
          and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
        )
        .returning({ lastReadSeq: conversationMembers.lastReadSeq });
      return row ? row.lastReadSeq : null;
    },

    /** A group gathered by `createdBy` with these people (its maker among them); its id. */
    async insertGroup(name: string, createdBy: string, memberIds: string[]): Promise<string> {
      const [row] = await db
        .insert(conversations)
        .values({ kind: 'group', name, createdBy })
        .returning({ id: conversations.id });
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      // One after the other, so "who has been in it longest" has an answer: the maker, then in order.
      await db.insert(conversationMembers).values(
        memberIds.map((userId, i) => ({
          conversationId: row.id,
          userId,
          joinedAt: sql`now() + ${`${i} milliseconds`}::interval`,
        })),
      );
      return row.id;
    },

    /** People come into the conversation (already in: nothing); who came in. */
    async addMembers(conversationId: string, userIds: string[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .insert(conversationMembers)
        .values(userIds.map((userId) => ({ conversationId, userId })))
        .onConflictDoNothing()
        .returning({ userId: conversationMembers.userId });
      return rows.map((row) => row.userId);
    },

    /** Someone leaves, or is taken out; false when they were not in it. */
    async removeMember(conversationId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(conversationMembers)
        .where(
          and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
        )
        .returning({ userId: conversationMembers.userId });
      return rows.length > 0;
    },

    /** A group's maker left: the one who has been in it longest takes their place. */
    async passOnGroup(conversationId: string): Promise<void> {
      await db.execute(sql`
        update ${conversations} set created_by = (
          select user_id from ${conversationMembers} where conversation_id = ${conversationId}::uuid
          order by joined_at, user_id limit 1)
        where id = ${conversationId}::uuid and kind = 'group'`);
    },

    async rename(conversationId: string, name: string): Promise<void> {
      await db.update(conversations).set({ name }).where(eq(conversations.id, conversationId));
    },

    /** Everyone in it, by id. */
    async memberIds(conversationId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: conversationMembers.userId })
        .from(conversationMembers)
        .where(eq(conversationMembers.conversationId, conversationId));
      return rows.map((row) => row.userId);
    },

    /** Holds a project's or a collective's row (FOR SHARE) until the transaction ends. */
    async holdSubject(subject: { kind: 'project' | 'collective'; id: string }): Promise<void> {
      const table = subject.kind === 'project' ? projects : collectives;
      await db.select({ id: table.id }).from(table).where(eq(table.id, subject.id)).for('share');
    },

    /** The chat of a project or a collective, if it has one. */
    async chatOf(subject: { kind: 'project' | 'collective'; id: string }): Promise<string | null> {
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          eq(subject.kind === 'project' ? conversations.projectId : conversations.collectiveId, subject.id),
        )
        .limit(1);
      return row?.id ?? null;
    },

    /** Makes the chat of a project or a collective (null: it exists already). */
    async insertChat(subject: { kind: 'project' | 'collective'; id: string }): Promise<string | null> {
      const [row] = await db
        .insert(conversations)
        .values({
          kind: subject.kind,
          ...(subject.kind === 'project' ? { projectId: subject.id } : { collectiveId: subject.id }),
        })
        .onConflictDoNothing()
        .returning({ id: conversations.id });
      return row?.id ?? null;
    },

    /** Whether these users are all friends of `userId`, none blocked either way. */
    async allFriendsOf(userId: string, otherIds: string[]): Promise<boolean> {
      if (otherIds.length === 0) return true;
      const { rows } = await db.execute<{ ok: number }>(sql`
        select count(*)::int as ok from ${users} u
        where u.id = any(${`{${otherIds.join(',')}}`}::uuid[])
          and exists (select 1 from friendships f where f.user_low = least(u.id, ${userId}::uuid) and f.user_high = greatest(u.id, ${userId}::uuid))
          and not exists (select 1 from ${blocks} b where (b.blocker_user_id = u.id and b.blocked_user_id = ${userId}::uuid) or (b.blocker_user_id = ${userId}::uuid and b.blocked_user_id = u.id))`);
      return (rows[0]?.ok ?? 0) === otherIds.length;
    },
  };
}

export type MessagesRepository = ReturnType<typeof messagesRepository>;
