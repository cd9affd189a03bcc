import { and, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { blocks, type FriendRequestRow, friendRequests, friendships, users } from '../../db/schema';
import { orderedPair } from '../../policies/relations';

/** A user as the lists show them. */
export interface ListedUserRow {
  userId: string;
  username: string;
  fullName: string;
  avatarUrl: string | null;
}

export interface FriendRequestView {
  id: string;
  status: string;
  createdAt: Date;
  sender: ListedUserRow;
  receiver: ListedUserRow;
}

const senders = alias(users, 'sender');
const receivers = alias(users, 'receiver');
/** The two sides of a friend-in-common: a's friendship, and that friend's with b. */
const mine = alias(friendships, 'mine');
const theirs = alias(friendships, 'theirs');

const listedUser = (table: typeof users | typeof senders | typeof receivers) => ({
  userId: table.id,
  username: table.username,
  fullName: table.fullName,
  avatarUrl: table.avatarUrl,
});

const isPending = eq(friendRequests.status, 'pending');

/** The pending request between two users, either way (the partial unique index allows one). */
const pendingBetween = (a: string, b: string) =>
  and(
    isPending,
    or(
      and(eq(friendRequests.senderUserId, a), eq(friendRequests.receiverUserId, b)),
      and(eq(friendRequests.senderUserId, b), eq(friendRequests.receiverUserId, a)),
    ),
  );

/** Friend requests, friendships and blocks: all the SQL of the module. */
export function friendsRepository(db: Executor) {
  return {
    /** By id, username or email (the last two any case); null when none. */
    async findUser(by: { id: string } | { email: string } | { username: string }) {
      const where =
        'id' in by
          ? eq(users.id, by.id)
          : 'email' in by
            ? sql`lower(${users.email}) = lower(${by.email})`
            : sql`lower(${users.username}) = lower(${by.username})`;
      const [row] = await db.select(listedUser(users)).from(users).where(where).limit(1);
      return row ?? null;
    },

    async findRequest(id: string, lock = false): Promise<FriendRequestRow | null> {
      const query = db.select().from(friendRequests).where(eq(friendRequests.id, id)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async findPendingBetween(a: string, b: string): Promise<FriendRequestRow | null> {
      const [row] = await db.select().from(friendRequests).where(pendingBetween(a, b)).limit(1);
      return row ?? null;
    },

    async insertRequest(senderUserId: string, receiverUserId: string): Promise<string> {
      const [row] = await db
        .insert(friendRequests)
        .values({ senderUserId, receiverUserId })
        .returning({ id: friendRequests.id });
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row.id;
    },

    /** Moves a pending request to `status`; false when it was not pending any more. */
    async answerRequest(id: string, status: 'accepted' | 'declined' | 'cancelled'): Promise<boolean> {
      const result = await db
        .update(friendRequests)
        .set({ status, respondedAt: sql`now()` })
        .where(and(eq(friendRequests.id, id), isPending));
      return (result.rowCount ?? 0) > 0;
    },

    /** Cancels whatever is pending between the two, either way; answers what it cancelled. */
    async cancelPendingBetween(a: string, b: string) {
      return db
        .update(friendRequests)
        .set({ status: 'cancelled', respondedAt: sql`now()` })
        .where(pendingBetween(a, b))
        .returning({
          id: friendRequests.id,
          senderUserId: friendRequests.senderUserId,
          receiverUserId: friendRequests.receiverUserId,
        });
    },

    /** Pending requests to (incoming) or from (outgoing) the user, newest first. */
    async listPending(
      userId: string,
      type: 'incoming' | 'outgoing',
      max: number,
    ): Promise<FriendRequestView[]> {
      const mine = type === 'incoming' ? friendRequests.receiverUserId : friendRequests.senderUserId;
      return db
        .select({
          id: friendRequests.id,
          status: friendRequests.status,
          createdAt: friendRequests.createdAt,
          sender: listedUser(senders),
          receiver: listedUser(receivers),
        })
        .from(friendRequests)
        .innerJoin(senders, eq(senders.id, friendRequests.senderUserId))
        .innerJoin(receivers, eq(receivers.id, friendRequests.receiverUserId))
        .where(and(eq(mine, userId), isPending))
        .orderBy(desc(friendRequests.createdAt), desc(friendRequests.id))
        .limit(max);
    },

    /**
     * Whether the two have a friend in common: for each friend of `a` (both sides of the pair
     * index), one primary-key probe for a friendship with `b`; the first hit answers.
     */
    async shareAFriend(a: string, b: string): Promise<boolean> {
      const friendOfA = sql`case when ${mine.userLow} = ${a} then ${mine.userHigh} else ${mine.userLow} end`;
      const rows = await db
        .select({ one: sql`1` })
        .from(mine)
        .innerJoin(
          theirs,
          and(
            eq(theirs.userLow, sql`least(${friendOfA}, ${b}::uuid)`),
            eq(theirs.userHigh, sql`greatest(${friendOfA}, ${b}::uuid)`),
          ),
        )
        .where(or(eq(mine.userLow, a), eq(mine.userHigh, a)))
        .limit(1);
      return rows.length > 0;
    },

    /** Idempotent: a friendship that exists already stays as it was. */
    async insertFriendship(a: string, b: string): Promise<void> {
      const [userLow, userHigh] = orderedPair(a, b);
      await db.insert(friendships).values({ userLow, userHigh }).onConflictDoNothing();
    },

    async deleteFriendship(a: string, b: string): Promise<boolean> {
      const [low, high] = orderedPair(a, b);
      const result = await db
        .delete(friendships)
        .where(and(eq(friendships.userLow, low), eq(friendships.userHigh, high)));
      return (result.rowCount ?? 0) > 0;
    },

    /** The user's friends, newest friendship first. */
    async listFriends(userId: string, max: number) {
      return db
        .select({
          ...listedUser(users),
          establishedAt: friendships.establishedAt,
          lastActiveAt: users.lastActiveAt,
        })
        .from(friendships)
        .innerJoin(
          users,
          sql`${users.id} = case when ${friendships.userLow} = ${userId} then ${friendships.userHigh} else ${friendships.userLow} end`,
        )
        .where(or(eq(friendships.userLow, userId), eq(friendships.userHigh, userId)))
        .orderBy(desc(friendships.establishedAt), users.id)
        .limit(max);
    },

    /** Idempotent: blocking again keeps the first block's time. */
    async insertBlock(blockerUserId: string, blockedUserId: string): Promise<void> {
      await db.insert(blocks).values({ blockerUserId, blockedUserId }).onConflictDoNothing();
    },

    /** Whether there was a block to delete. */
    async deleteBlock(blockerUserId: string, blockedUserId: string): Promise<boolean> {
      const deleted = await db
        .delete(blocks)
        .where(and(eq(blocks.blockerUserId, blockerUserId), eq(blocks.blockedUserId, blockedUserId)))
        .returning({ blocker: blocks.blockerUserId });
      return deleted.length > 0;
    },

    /** Who the user blocked, newest first. */
    async listBlocks(userId: string, max: number) {
      return db
        .select({ ...listedUser(users), blockedAt: blocks.createdAt })
        .from(blocks)
        .innerJoin(users, eq(users.id, blocks.blockedUserId))
        .where(eq(blocks.blockerUserId, userId))
        .orderBy(desc(blocks.createdAt), users.id)
        .limit(max);
    },
  };
}

export type FriendsRepository = ReturnType<typeof friendsRepository>;
