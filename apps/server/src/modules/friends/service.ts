import type { FriendRequestBody, FriendRequestsQuery } from '@create-together/contract';
import type { Database, Executor } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { transactionWithEvents, withEvents } from '../../events/outbox';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { lockPair, relationsAccess } from '../../policies/relations';
import { settingsAccess } from '../settings/access';
import {
  ALREADY_FRIENDS,
  ALREADY_REQUESTED,
  CANNOT_BLOCK_YOURSELF,
  CANNOT_FRIEND_YOURSELF,
  FRIEND_REQUEST_NOT_FOUND,
  FRIEND_REQUEST_RECIPIENT_REQUIRED,
  FRIEND_REQUEST_SENT,
  FRIENDS_LIST_MAX,
  FRIENDS_OF_FRIENDS_ONLY,
  NOT_ACCEPTING_REQUESTS,
  NOT_FRIENDS,
  nowFriendsWith,
  REQUEST_NOT_PENDING,
  UNBLOCK_FIRST,
  USER_NOT_FOUND,
} from './constants';
import { friendsRepository } from './repository';

/** What a friend request event carries about the request. */
const requestOf = (request: { id: string; senderUserId: string; receiverUserId: string }) => ({
  requestId: request.id,
  senderId: request.senderUserId,
  receiverId: request.receiverUserId,
});

/** Unknown and "blocked you" must be indistinguishable: one factory for both. */
const userNotFound = () => notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
const requestNotFound = () => notFound(FRIEND_REQUEST_NOT_FOUND, 'FRIEND_REQUEST_NOT_FOUND');
const notPending = () => conflict(REQUEST_NOT_PENDING, 'REQUEST_NOT_PENDING');

export interface SentRequest {
  requestId: string;
  status: 'pending' | 'accepted';
  message: string;
}

export interface FriendsServiceOptions {
  /** Where the notifications of a request and of an acceptance go once their transaction commits. */
  events: EventHub;
}

/**
 * API.md "Friends". Every write about a pair runs in one transaction holding the pair's advisory
 * lock (access.ts `lockPair`), so its checks and its write cannot interleave with another's. A
 * request and an acceptance notify the other person in that same transaction.
 */
export function friendsService(db: Database, { events }: FriendsServiceOptions) {
  const repo = friendsRepository(db);

  /** The user named by the body's first recipient field; 404 when there is none (or the id is no uuid). */
  async function findRecipient(body: FriendRequestBody) {
    const { receiverUserId, receiverUserEmail, receiverUsername } = body ?? {};
    if (receiverUserId) return isUuid(receiverUserId) ? repo.findUser({ id: receiverUserId }) : null;
    if (receiverUserEmail) return repo.findUser({ email: receiverUserEmail });
    if (receiverUsername) return repo.findUser({ username: receiverUsername });
    throw badRequest(FRIEND_REQUEST_RECIPIENT_REQUIRED, 'RECIPIENT_REQUIRED');
  }

  /** A request the caller is party to (as `role`), else 404 whether or not it exists. */
  async function requireParty(userId: string, requestId: string, roles: ('sender' | 'receiver')[]) {
    if (!isUuid(requestId)) throw requestNotFound();
    const request = await repo.findRequest(requestId);
    const isParty =
      request &&
      ((roles.includes('sender') && request.senderUserId === userId) ||
        (roles.includes('receiver') && request.receiverUserId === userId));
    if (!request || !isParty) throw requestNotFound();
    return request;
  }

  /**
   * The receiver's Settings → Privacy: `nobody` refuses everyone, `friends_of_friends` whoever has
   * no friend in common with them. 403, so the sender knows it is the receiver's choice.
   */
  async function requireMayAsk(tx: Executor, senderId: string, receiverId: string): Promise<void> {
    const from = await settingsAccess(tx).friendRequestsFrom(receiverId);
    if (from === 'nobody') throw forbidden(NOT_ACCEPTING_REQUESTS, 'NOT_ACCEPTING_REQUESTS');
    if (from === 'friends_of_friends' && !(await friendsRepository(tx).shareAFriend(senderId, receiverId))) {
      throw forbidden(FRIENDS_OF_FRIENDS_ONLY, 'FRIENDS_OF_FRIENDS_ONLY');
    }
  }

  return {
    /**
     * Sends a request; when the receiver had already asked the sender, accepts theirs instead (201,
     * status `accepted`), whatever their privacy setting: they asked. Someone who blocked the
     * sender answers exactly as an unknown user; their privacy setting is asked only after that,
     * so a refusal never reveals a block.
     */
    async send(senderId: string, body: FriendRequestBody): Promise<SentRequest> {
      const receiver = await findRecipient(body);
      if (!receiver) throw userNotFound();
      if (receiver.userId === senderId) throw badRequest(CANNOT_FRIEND_YOURSELF, 'CANNOT_FRIEND_YOURSELF');
      return transactionWithEvents(db, events, async (tx, outbox) => {
        await lockPair(tx, senderId, receiver.userId);
        const access = relationsAccess(tx);
        const txRepo = friendsRepository(tx);
        if (await access.hasBlocked(receiver.userId, senderId)) throw userNotFound();
        if (await access.hasBlocked(senderId, receiver.userId))
          throw conflict(UNBLOCK_FIRST, 'UNBLOCK_FIRST');
        if (await access.areFriends(senderId, receiver.userId))
          throw conflict(ALREADY_FRIENDS, 'ALREADY_FRIENDS');
        const pending = await txRepo.findPendingBetween(senderId, receiver.userId);
        if (pending?.senderUserId === senderId) throw conflict(ALREADY_REQUESTED, 'REQUEST_ALREADY_PENDING');
        if (pending) {
          await txRepo.answerRequest(pending.id, 'accepted');
          await txRepo.insertFriendship(senderId, receiver.userId);
          // Their request was accepted by this send: for them, that is an acceptance.
          outbox.emit('FriendRequestAccepted', requestOf(pending));
          return { requestId: pending.id, status: 'accepted', message: nowFriendsWith(receiver.username) };
        }
        await requireMayAsk(tx, senderId, receiver.userId);
        const requestId = await txRepo.insertRequest(senderId, receiver.userId);
        outbox.emit('FriendRequestSent', { requestId, senderId, receiverId: receiver.userId });
        return { requestId, status: 'pending', message: FRIEND_REQUEST_SENT };
      });
    },

    /** The receiver accepts: the request becomes accepted and the two become friends. */
    async accept(userId: string, requestId: string): Promise<void> {
      const request = await requireParty(userId, requestId, ['receiver']);
      await transactionWithEvents(db, events, async (tx, outbox) => {
        await lockPair(tx, request.senderUserId, request.receiverUserId);
        const txRepo = friendsRepository(tx);
        if (!(await txRepo.answerRequest(request.id, 'accepted'))) throw notPending();
        await txRepo.insertFriendship(request.senderUserId, request.receiverUserId);
        outbox.emit('FriendRequestAccepted', requestOf(request));
      });
    },

    /** The receiver declines or the sender cancels; anyone else gets 404. */
    async withdraw(userId: string, requestId: string): Promise<void> {
      const request = await requireParty(userId, requestId, ['sender', 'receiver']);
      const status = request.senderUserId === userId ? 'cancelled' : 'declined';
      await transactionWithEvents(db, events, async (tx, outbox) => {
        if (!(await friendsRepository(tx).answerRequest(request.id, status))) throw notPending();
        outbox.emit(
          status === 'cancelled' ? 'FriendRequestCancelled' : 'FriendRequestDeclined',
          requestOf(request),
        );
      });
    },

    async listRequests(userId: string, type: FriendRequestsQuery['type']) {
      return repo.listPending(userId, type, FRIENDS_LIST_MAX);
    },

    async listFriends(userId: string) {
      return repo.listFriends(userId, FRIENDS_LIST_MAX);
    },

    /** Ends the friendship for both; 404 when there is none. */
    async unfriend(userId: string, otherId: string): Promise<void> {
      const other = otherId.toLowerCase();
      await withEvents(db, events, async (outbox) => {
        if (!isUuid(other) || !(await repo.deleteFriendship(userId, other))) {
          throw notFound(NOT_FRIENDS, 'NOT_FRIENDS');
        }
        outbox.emit('FriendRemoved', { userId, otherId: other });
      });
    },

    async listBlocks(userId: string) {
      return repo.listBlocks(userId, FRIENDS_LIST_MAX);
    },

    /** Idempotent. In one transaction: the block, the end of the friendship and of pending requests both ways. */
    async block(userId: string, otherId: string): Promise<void> {
      if (otherId.toLowerCase() === userId) throw badRequest(CANNOT_BLOCK_YOURSELF, 'CANNOT_BLOCK_YOURSELF');
      const other = isUuid(otherId) ? await repo.findUser({ id: otherId }) : null;
      if (!other) throw userNotFound();
      await transactionWithEvents(db, events, async (tx, outbox) => {
        await lockPair(tx, userId, other.userId);
        const txRepo = friendsRepository(tx);
        await txRepo.insertBlock(userId, other.userId);
        await txRepo.deleteFriendship(userId, other.userId);
        for (const request of await txRepo.cancelPendingBetween(userId, other.userId)) {
          outbox.emit('FriendRequestCancelled', requestOf(request));
        }
        outbox.emit('UserBlocked', { blockerId: userId, blockedId: other.userId });
      });
    },

    /** Idempotent; the friendship the block ended does not come back. */
    async unblock(userId: string, otherId: string): Promise<void> {
      const other = otherId.toLowerCase();
      if (!isUuid(other)) return;
      await withEvents(db, events, async (outbox) => {
        if (await repo.deleteBlock(userId, other))
          outbox.emit('UserUnblocked', { blockerId: userId, blockedId: other });
      });
    },
  };
}

export type FriendsService = ReturnType<typeof friendsService>;
