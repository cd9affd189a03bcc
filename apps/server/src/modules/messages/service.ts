import type { Conversation, Message, MessagesQuery, SendMessageBody } from '@create-together/contract';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound, validationFailed } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { lockPair, orderedPair } from '../friends/access';
import { clearMessageNotifications, notifyMessage } from '../notifications/causes';
import type { Bus } from '../realtime/bus';
import { transactionWithEvents } from '../realtime/outbox';
import type { Presence } from '../realtime/presence';
import { conversationAccess } from './access';
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
  /** Where `new_message` and `new_notification` go after a send commits. */
  bus: Bus;
  /** Who is looking at which conversation: they get the message live, without a notification. */
  presence: Presence;
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
export function messagesService(db: Database, { bus, presence }: MessagesServiceOptions) {
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

  /** Whether the sender may still write to each other member: friends, and neither blocked the other. */
  async function requireFriends(userId: string, otherIds: string[]): Promise<void> {
    for (const otherId of otherIds) {
      const relation = await repo.relationTo(userId, otherId);
      if (!relation?.friends || relation.iBlocked || relation.blockedMe) throw friendsOnly();
    }
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
      const { id, members } = await requireMembers(userId, conversationId);
      const earlier = await repo.findByClientId(id, userId, clientId);
      if (earlier) return { message: presentMessage(earlier), created: false };
      const others = members.filter((m) => m.userId !== userId);
      await requireFriends(
        userId,
        others.map((m) => m.userId),
      );
      const sender = members.find((m) => m.userId === userId)?.username ?? '';
      // Asked before the transaction: no lock is held while presence (maybe Redis) answers.
      const subscribed = await Promise.all(others.map((m) => presence.isSubscribed(m.userId, id)));
      const away = others.filter((_, i) => !subscribed[i]);
      try {
        const message = await transactionWithEvents(db, bus, async (tx, outbox) => {
          const txRepo = messagesRepository(tx);
          const seq = await txRepo.nextSeq(id);
          const row = await txRepo.insertMessage({
            conversationId: id,
            seq,
            senderUserId: userId,
            content,
            clientId,
          });
          if (!row) throw new AlreadySent();
          await txRepo.markRead(id, userId, seq);
          const sent = presentMessage({ ...row, senderUsername: sender });
          outbox.deliver(
            members.map((m) => m.userId),
            { type: 'new_message', message: sent },
          );
          for (const recipient of away) {
            await notifyMessage(tx, outbox, {
              recipientId: recipient.userId,
              senderId: userId,
              senderUsername: sender,
              conversationId: id,
              content,
            });
          }
          return sent;
        });
        return { message, created: true };
      } catch (err) {
        if (!(err instanceof AlreadySent)) throw err;
        const first = await repo.findByClientId(id, userId, clientId);
        if (!first) throw err;
        return { message: presentMessage(first), created: false };
      }
    },

    /** Everything up to the conversation's newest message is read; its message notifications too. */
    async markRead(userId: string, conversationId: string): Promise<void> {
      const id = conversationId.toLowerCase();
      if (!isUuid(id)) throw conversationNotFound();
      await transactionWithEvents(db, bus, async (tx, outbox) => {
        if (!(await messagesRepository(tx).markRead(id, userId))) throw conversationNotFound();
        await clearMessageNotifications(tx, outbox, userId, id);
      });
    },
  };
}

export type MessagesService = ReturnType<typeof messagesService>;
