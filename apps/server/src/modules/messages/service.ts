import type { Conversation, Message, MessagesQuery, SendMessageBody } from '@create-together/contract';
import type { Database, Executor } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { type Outbox, transactionWithEvents, withEvents } from '../../events/outbox';
import type { Presence } from '../../events/presence';
import { badRequest, forbidden, notFound, validationFailed } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { conversationAccess, conversationRefusal } from '../../policies/conversations';
import { lockPair, orderedPair } from '../../policies/relations';
import {
  BEFORE_OR_AFTER,
  CANNOT_MESSAGE_YOURSELF,
  CONVERSATION_NOT_FOUND,
  CONVERSATIONS_LIST_MAX,
  FRIENDS_ONLY,
  invalidPageCursor,
  USER_NOT_FOUND,
} from './constants';
import { presentConversations, presentMessage } from './presenter';
import { type ConversationRowView, messagesRepository } from './repository';

export interface MessagesServiceOptions {
  /** Where a send and a read are told (`MessageSent`, `ConversationRead`). */
  events: EventHub;
  /** Who is looking at which conversation: they get the message live, without a notification. */
  presence: Pick<Presence, 'isSubscribed'>;
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
export function messagesService(db: Database, { events, presence }: MessagesServiceOptions) {
  const repo = messagesRepository(db);
  const access = conversationAccess(db);

  async function present(rows: ConversationRowView[]): Promise<Conversation[]> {
    const ids = rows.map((r) => r.id);
    const [participants, lastMessages] = await Promise.all([repo.participants(ids), repo.lastMessages(ids)]);
    return presentConversations(rows, participants, lastMessages);
  }

  async function one(userId: string, conversationId: string): Promise<Conversation> {
    const id = conversationId.toLowerCase();
    const row = isUuid(id) ? await repo.oneFor(userId, id) : null;
    const [conversation] = row ? await present([row]) : [];
    if (!conversation) throw conversationNotFound();
    return conversation;
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

  return {
    async list(userId: string): Promise<Conversation[]> {
      return present(await repo.listFor(userId, CONVERSATIONS_LIST_MAX));
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
      if (query.before !== undefined && query.after !== undefined) throw validationFailed(BEFORE_OR_AFTER);
      const { id } = await requireMembers(userId, conversationId);
      const before = await cursorSeq(id, 'before', query.before);
      const after = await cursorSeq(id, 'after', query.after);
      // One more than asked says whether the page has a next.
      const rows = await repo.page(id, query.limit + 1, { before, after });
      const more = rows.length > query.limit;
      const page = rows.slice(0, query.limit);
      if (after === undefined) page.reverse();
      const next = after === undefined ? page[0] : page.at(-1);
      return { messages: page.map(presentMessage), nextCursor: more && next ? next.id : null };
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
      { content, clientId }: SendMessageBody,
    ): Promise<{ message: Message; created: boolean }> {
      const id = conversationId.toLowerCase();
      const check = isUuid(id) ? await repo.sendCheck(id, userId, clientId) : null;
      if (!check) throw conversationNotFound();
      const sentBefore = async () => {
        const first = await repo.findByClientId(id, userId, clientId);
        return first ? { message: presentMessage(first), created: false } : null;
      };
      if (check.earlierId) {
        const earlier = await sentBefore();
        if (earlier) return earlier;
      }
      // Not friends or blocked, either way: one sentence, so a block is never told apart.
      if (conversationRefusal(check.standing, 'send')) throw friendsOnly();
      const members = check.members.map((m) => m.userId);
      const others = members.filter((memberId) => memberId !== userId);
      const sender = check.members.find((m) => m.userId === userId)?.username ?? '';
      // Asked before writing: no lock is held while presence (maybe Redis) answers.
      const subscribed = await Promise.all(others.map((otherId) => presence.isSubscribed(otherId, id)));
      const away = others.filter((_, i) => !subscribed[i]);

      const write = async (tx: Executor, outbox: Outbox) => {
        const row = await messagesRepository(tx).append({
          conversationId: id,
          senderUserId: userId,
          content,
          clientId,
        });
        if (!row) throw new AlreadySent();
        const sent = presentMessage({ ...row, senderUsername: sender });
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
          away.length === 0
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
      await transactionWithEvents(db, events, async (tx, outbox) => {
        if (!(await messagesRepository(tx).markRead(id, userId))) throw conversationNotFound();
        outbox.emit('ConversationRead', { userId, conversationId: id });
      });
    },
  };
}

export type MessagesService = ReturnType<typeof messagesService>;
