import {
  type Conversation,
  type CreateGroupBody,
  GROUP_MEMBERS_MAX,
  GROUP_TOO_BIG,
  MESSAGE_DELETED,
  type Message,
  type MessagesQuery,
  NOT_YOUR_MESSAGE,
  type SendMessageBody,
} from '@create-together/contract';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { type Outbox, transactionWithEvents, withEvents } from '../../events/outbox';
import type { Presence } from '../../events/presence';
import { badRequest, conflict, forbidden, notFound, validationFailed } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import {
  type ConversationAction,
  type ConversationStanding,
  conversationAccess,
  conversationRefusal,
} from '../../policies/conversations';
import { lockPair, orderedPair } from '../../policies/relations';
import type { ChatSubject, ChatSubjects } from './chat-subjects';
import { announce } from './chat-sync';
import {
  BEFORE_OR_AFTER,
  CANNOT_MESSAGE_YOURSELF,
  CHAT_SUBJECT_NOT_FOUND,
  CONVERSATION_NOT_FOUND,
  CONVERSATIONS_LIST_MAX,
  FRIENDS_ONLY,
  FRIENDS_ONLY_IN_GROUPS,
  GROUP_TOO_SMALL_MESSAGE,
  invalidPageCursor,
  NOT_YOUR_FILE,
  ONLY_THE_MAKER_REMOVES,
  refusalMessage,
  USER_NOT_FOUND,
} from './constants';
import { presentConversations, presentMessages } from './presenter';
import { type ConversationRowView, type MessageView, messagesRepository } from './repository';

export interface MessagesServiceOptions {
  /** Where a send and a read are told (`MessageSent`, `ConversationRead`). */
  events: EventHub;
  /** Who is looking at which conversation: they get the message live, without a notification. */
  presence: Pick<Presence, 'isSubscribed'>;
  /** Who is in a project or a collective (their chats hold exactly them); absent: no such chats. */
  subjects?: ChatSubjects;
}

const conversationNotFound = () => notFound(CONVERSATION_NOT_FOUND, 'CONVERSATION_NOT_FOUND');
/** Unknown, and "blocked you", answer exactly as friends/service does: one factory for both. */
const userNotFound = () => notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
const friendsOnly = () => forbidden(FRIENDS_ONLY, 'FRIENDS_ONLY');

/** Thrown inside a send's transaction to roll it back: the clientId was used by a send that committed first. */
class AlreadySent extends Error {}

/**
 * API.md "Messages and notifications": direct conversations between friends and their messages.
 * A conversation the caller is not in is 404, exactly as one that does not exist.
 */
export function messagesService(db: Database, { events, presence, subjects }: MessagesServiceOptions) {
  const repo = messagesRepository(db);
  const access = conversationAccess(db);

  /** Messages with their files, as `viewerId` sees them (one query for the files). */
  async function withFiles(rows: MessageView[], viewerId: string): Promise<Message[]> {
    const live = rows.filter((row) => row.deletedAt === null).map((row) => row.id);
    return presentMessages(rows, await repo.attachmentsOf(live, viewerId));
  }

  async function present(rows: ConversationRowView[], viewerId: string): Promise<Conversation[]> {
    const ids = rows.map((r) => r.id);
    const [participants, lastRows] = await Promise.all([
      repo.participants(ids, viewerId),
      repo.lastMessages(ids, viewerId),
    ]);
    return presentConversations(rows, participants, await withFiles(lastRows, viewerId));
  }

  async function one(userId: string, conversationId: string): Promise<Conversation> {
    const id = conversationId.toLowerCase();
    const row = isUuid(id) ? await repo.oneFor(userId, id) : null;
    const [conversation] = row ? await present([row], userId) : [];
    if (!conversation) throw conversationNotFound();
    return conversation;
  }

  /** The caller's standing in a conversation they are in (404 otherwise), and its id lower-cased. */
  async function requireStanding(userId: string, conversationId: string) {
    const id = conversationId.toLowerCase();
    if (!isUuid(id) || !(await access.membersFor(id, userId))) throw conversationNotFound();
    return { id, standing: await access.standing(id, userId) };
  }

  /** Throws the rule's refusal, worded for this action. */
  function authorize(standing: ConversationStanding, action: ConversationAction): void {
    const refusal = conversationRefusal(standing, action);
    if (refusal === null) return;
    if (refusal === 'not-the-creator') throw forbidden(ONLY_THE_MAKER_REMOVES, 'NOT_THE_CREATOR');
    if (refusal === 'full') throw conflict(GROUP_TOO_BIG, 'GROUP_FULL');
    throw forbidden(refusalMessage(action), 'NOT_ALLOWED');
  }

  /** Members who may hear of `senderId`'s doing (not across a block, whichever way it goes). */
  async function audience(conversationId: string, senderId: string): Promise<string[]> {
    return repo.audience(conversationId, senderId);
  }

  /** The conversation's members when the caller is one of them; 404 otherwise. */
  async function requireMembers(userId: string, conversationId: string) {
    const id = conversationId.toLowerCase();
    const members = await access.membersFor(id, userId);
    if (!members) throw conversationNotFound();
    return { id, members };
  }

  /** The seq of the message a page cursor names, which must be in this conversation (else 400). */
  async function cursorSeq(conversationId: string, field: 'before' | 'after', messageId?: string) {
    if (messageId === undefined) return undefined;
    const seq = isUuid(messageId) ? await repo.seqOf(conversationId, messageId.toLowerCase()) : null;
    if (seq === null) throw validationFailed(invalidPageCursor(field));
    return seq;
  }

  /** A message with its files, read in `tables`' transaction. */
  async function presentAttached(
    tables: ReturnType<typeof messagesRepository>,
    row: MessageView,
    viewerId: string,
  ): Promise<Message[]> {
    return presentMessages([row], await tables.attachmentsOf([row.id], viewerId));
  }

  /** The sender edits or deletes their message; everyone in it who may see them hears. */
  async function change(
    userId: string,
    conversationId: string,
    messageId: string,
    what: { content: string } | { deleted: true },
  ): Promise<Message> {
    const { id } = await requireMembers(userId, conversationId);
    const key = messageId.toLowerCase();
    const existing = isUuid(key) ? await repo.message(id, key) : null;
    if (!existing) throw notFound('Message not found.', 'MESSAGE_NOT_FOUND');
    if (existing.senderUserId !== userId) throw forbidden(NOT_YOUR_MESSAGE, 'NOT_YOUR_MESSAGE');
    if (existing.deletedAt !== null) throw conflict(MESSAGE_DELETED, 'MESSAGE_DELETED');
    // New words are writing: refused where a send would be (a direct conversation across a block, or
    // no longer friends). Taking a message back is always possible.
    if ('content' in what && conversationRefusal(await access.standing(id, userId), 'send'))
      throw friendsOnly();
    const memberIds = await audience(id, userId);
    return transactionWithEvents(db, events, async (tx, outbox) => {
      const tables = messagesRepository(tx);
      const row = await tables.change(id, key, userId, what);
      if (!row) throw conflict(MESSAGE_DELETED, 'MESSAGE_DELETED');
      const [message] = await presentAttached(tables, row, userId);
      if (!message) throw new Error('a message changed was not found');
      outbox.emit('MessageChanged', { message, memberIds });
      return message;
    });
  }

  return {
    async list(userId: string, q?: string): Promise<Conversation[]> {
      return present(await repo.listFor(userId, CONVERSATIONS_LIST_MAX, q || undefined), userId);
    },

    get: one,

    /**
     * Get-or-create the direct conversation with a friend, under the pair's lock (friends/access),
     * so a block or unfriending cannot slip between the check and the insert, and two opens at
     * once make one conversation (direct_key is unique as well).
     */
    async open(
      userId: string,
      rawOtherId: string,
    ): Promise<{ conversation: Conversation; created: boolean }> {
      const otherId = rawOtherId.toLowerCase();
      if (!isUuid(otherId)) throw userNotFound();
      if (otherId === userId) throw badRequest(CANNOT_MESSAGE_YOURSELF, 'CANNOT_MESSAGE_YOURSELF');
      const directKey = orderedPair(userId, otherId).join(':');
      const { id, created } = await db.transaction(async (tx) => {
        await lockPair(tx, userId, otherId);
        const txRepo = messagesRepository(tx);
        const relation = await txRepo.relationTo(userId, otherId);
        if (!relation || relation.blockedMe) throw userNotFound();
        if (relation.iBlocked || !relation.friends) throw friendsOnly();
        const made = await txRepo.insertDirect(directKey, [userId, otherId]);
        if (made) return { id: made, created: true };
        const existing = await txRepo.findDirect(directKey);
        if (!existing) throw new Error(`direct conversation ${directKey} neither inserted nor found`);
        return { id: existing, created: false };
      });
      return { conversation: await one(userId, id), created };
    },

    /**
     * A page in send order (API.md): without a cursor the newest, `before` the older ones,
     * `after` the newer ones; `nextCursor` continues in the same direction, null at the end.
     */
    async history(
      userId: string,
      conversationId: string,
      query: MessagesQuery,
    ): Promise<{ messages: Message[]; nextCursor: string | null }> {
      const cursors = [query.before, query.after, query.sinceRev].filter((c) => c !== undefined);
      if (cursors.length > 1) throw validationFailed(BEFORE_OR_AFTER);
      const { id } = await requireMembers(userId, conversationId);
      const before = await cursorSeq(id, 'before', query.before);
      const after = await cursorSeq(id, 'after', query.after);
      const { sinceRev } = query;
      // One more than asked says whether the page has a next.
      const rows = await repo.page(id, userId, query.limit + 1, { before, after, sinceRev });
      const more = rows.length > query.limit;
      const page = rows.slice(0, query.limit);
      const forward = after !== undefined || sinceRev !== undefined;
      if (!forward) page.reverse();
      const next = forward ? page.at(-1) : page[0];
      const nextCursor = more && next ? (sinceRev !== undefined ? String(next.rev) : next.id) : null;
      return { messages: await withFiles(page, userId), nextCursor };
    },

    /**
     * Idempotent by clientId: the sender's earlier message with it is answered (created: false)
     * and nothing is made. Otherwise, in one transaction: the next seq (locking the conversation),
     * the message, the sender's read marker, and a notification for each other member not looking
     * at the conversation; `new_message` goes to every member (the sender's other tabs too) once it
     * commits. Two sends with one clientId at once: the second waits for the first's lock, its
     * insert meets the unique index, it rolls back and answers the first's message.
     */
    async send(
      userId: string,
      conversationId: string,
      { content, clientId, attachments }: SendMessageBody,
    ): Promise<{ message: Message; created: boolean }> {
      const id = conversationId.toLowerCase();
      const check = isUuid(id) ? await repo.sendCheck(id, userId, clientId) : null;
      if (!check) throw conversationNotFound();
      const sentBefore = async () => {
        const first = await repo.findByClientId(id, userId, clientId);
        return first ? { message: (await withFiles([first], userId))[0] as Message, created: false } : null;
      };
      if (check.earlierId) {
        const earlier = await sentBefore();
        if (earlier) return earlier;
      }
      // Not friends or blocked, either way: one sentence, so a block is never told apart.
      if (conversationRefusal(check.standing, 'send')) throw friendsOnly();
      // In a group or a chat, people blocked either way do not hear each other.
      const members = check.members.filter((m) => !m.blockedWithSender).map((m) => m.userId);
      const others = members.filter((memberId) => memberId !== userId);
      const sender = check.members.find((m) => m.userId === userId)?.username ?? '';
      // Asked before writing: no lock is held while presence (maybe Redis) answers.
      const subscribed = await Promise.all(others.map((otherId) => presence.isSubscribed(otherId, id)));
      const away = others.filter((_, i) => !subscribed[i]);

      const write = async (tx: Executor, outbox: Outbox) => {
        const tables = messagesRepository(tx);
        const row = await tables.append({ conversationId: id, senderUserId: userId, content, clientId });
        if (!row) throw new AlreadySent();
        const files = attachments.map((mediaId) => mediaId.toLowerCase());
        if (!files.every(isUuid) || !(await tables.attach(row.id, userId, files)))
          throw validationFailed(NOT_YOUR_FILE);
        const [sent] = await presentAttached(tables, { ...row, senderUsername: sender }, userId);
        if (!sent) throw new Error('a message sent was not found');
        outbox.emit('MessageSent', {
          message: sent,
          memberIds: members,
          awayIds: away,
          senderUsername: sender,
          content,
        });
        return sent;
      };
      try {
        // Everyone is looking: the send is one statement, atomic by itself, and nothing joins it
        // (only a member who is away gets a notification). Otherwise the notifications join it in
        // one transaction.
        const message =
          away.length === 0 && attachments.length === 0
            ? await withEvents(db, events, (outbox) => write(db, outbox))
            : await transactionWithEvents(db, events, write);
        return { message, created: true };
      } catch (err) {
        if (!(err instanceof AlreadySent)) throw err;
        const first = await sentBefore();
        if (!first) throw err;
        return first;
      }
    },

    /** Everything up to the conversation's newest message is read; its message notifications too. */
    async markRead(userId: string, conversationId: string): Promise<void> {
      const id = conversationId.toLowerCase();
      if (!isUuid(id)) throw conversationNotFound();
      const memberIds = await audience(id, userId);
      await transactionWithEvents(db, events, async (tx, outbox) => {
        const lastReadSeq = await messagesRepository(tx).markRead(id, userId);
        if (lastReadSeq === null) throw conversationNotFound();
        outbox.emit('ConversationRead', { userId, conversationId: id, lastReadSeq, memberIds });
      });
    },

    /** PATCH …/messages/{messageId}: its sender's new words, heard by everyone in it. */
    async edit(userId: string, conversationId: string, messageId: string, content: string): Promise<Message> {
      return change(userId, conversationId, messageId, { content });
    },

    /** DELETE …/messages/{messageId}: its sender takes it back; its place stays, "deleted". */
    async remove(userId: string, conversationId: string, messageId: string): Promise<Message> {
      return change(userId, conversationId, messageId, { deleted: true });
    },

    /** POST /api/conversations/groups: the caller and 2–49 of their friends, named. */
    async createGroup(userId: string, body: CreateGroupBody): Promise<Conversation> {
      const others = [...new Set(body.userIds.map((id) => id.toLowerCase()))].filter((id) => id !== userId);
      if (others.length + 1 < 3) throw validationFailed(`userIds: ${GROUP_TOO_SMALL_MESSAGE}`);
      if (!others.every(isUuid) || !(await repo.allFriendsOf(userId, others)))
        throw forbidden(FRIENDS_ONLY_IN_GROUPS, 'FRIENDS_ONLY');
      const id = await transactionWithEvents(db, events, async (tx, outbox) => {
        const made = await messagesRepository(tx).insertGroup(body.name, userId, [userId, ...others]);
        await announce(tx, outbox, made);
        return made;
      });
      return one(userId, id);
    },

    /** PATCH /api/conversations/{id}: a group's new name. */
    async rename(userId: string, conversationId: string, name: string): Promise<Conversation> {
      const { id, standing } = await requireStanding(userId, conversationId);
      authorize(standing, 'rename');
      await transactionWithEvents(db, events, async (tx, outbox) => {
        await messagesRepository(tx).rename(id, name);
        await announce(tx, outbox, id);
      });
      return one(userId, id);
    },

    /** POST /api/conversations/{id}/members: friends of the caller come into a group. */
    async addPeople(userId: string, conversationId: string, userIds: string[]): Promise<Conversation> {
      const { id, standing } = await requireStanding(userId, conversationId);
      authorize(standing, 'addPeople');
      const newcomers = [...new Set(userIds.map((u) => u.toLowerCase()))].filter((u) => u !== userId);
      if (!newcomers.every(isUuid) || !(await repo.allFriendsOf(userId, newcomers)))
        throw forbidden(FRIENDS_ONLY_IN_GROUPS, 'FRIENDS_ONLY');
      await transactionWithEvents(db, events, async (tx, outbox) => {
        const tables = messagesRepository(tx);
        await tx.execute(sql`select 1 from conversations where id = ${id}::uuid for update`);
        await tables.addMembers(id, newcomers);
        if ((await tables.memberIds(id)).length > GROUP_MEMBERS_MAX)
          throw conflict(GROUP_TOO_BIG, 'GROUP_FULL');
        await announce(tx, outbox, id);
      });
      return one(userId, id);
    },

    /**
     * DELETE /api/conversations/{id}/members/{userId}: the caller leaves (`me`, or their own id), or a
     * group's maker takes someone out. A maker who leaves passes the group to its longest member.
     */
    async removePerson(userId: string, conversationId: string, who: string): Promise<void> {
      const { id, standing } = await requireStanding(userId, conversationId);
      const target = who === 'me' ? userId : who.toLowerCase();
      const leaving = target === userId;
      authorize(standing, leaving ? 'leave' : 'removePeople');
      await transactionWithEvents(db, events, async (tx, outbox) => {
        const tables = messagesRepository(tx);
        if (!isUuid(target) || !(await tables.removeMember(id, target)))
          throw notFound('This person is not in the conversation.', 'NOT_IN_CONVERSATION');
        if (leaving && standing.isCreator) await tables.passOnGroup(id);
        await announce(tx, outbox, id, [target]);
      });
    },

    /**
     * POST /api/{projects|collectives}/{id}/chat: the chat of a project's or a collective's
     * members, made the first time one asks; asking again brings back one who left it.
     */
    async openChat(userId: string, subject: ChatSubject): Promise<Conversation> {
      const gone = () => notFound(CHAT_SUBJECT_NOT_FOUND[subject.kind], 'NOT_FOUND');
      const key = subject.id.toLowerCase();
      if (!subjects || !isUuid(key)) throw gone();
      const id = await transactionWithEvents(db, events, async (tx, outbox) => {
        const tables = messagesRepository(tx);
        // Its row held first: a join or a leave (each moves its members' count) waits for this, or
        // has committed before the members are read; none slips between the two.
        await tables.holdSubject({ kind: subject.kind, id: key });
        const found = await subjects.membersFor(subject, userId);
        if (!found) throw gone();
        const ref = { kind: subject.kind, id: found.id };
        const made = await tables.insertChat(ref);
        const chat = made ?? (await tables.chatOf(ref));
        if (!chat) throw new Error('a chat neither made nor found');
        const came = await tables.addMembers(chat, made ? found.memberIds : [userId]);
        if (came.length > 0) await announce(tx, outbox, chat);
        return chat;
      });
      return one(userId, id);
    },
  };
}

export type MessagesService = ReturnType<typeof messagesService>;
