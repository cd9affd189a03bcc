import type { FriendshipState } from '@create-together/contract';
import { type AnyColumn, and, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { blocks, friendRequests, friendships, users } from '../db/schema';
import { notFound } from '../lib/errors';
import { isUuid } from '../lib/ids';

/** Said of a user who does not exist, or who blocked the asker: the two must not be told apart. */
export const USER_NOT_FOUND = 'User not found.';

/** A pair of user ids as friendships stores it: the smaller first (uuid order = lower-case hex order). */
export function orderedPair(a: string, b: string): [low: string, high: string] {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? [x, y] : [y, x];
}

/**
 * Serialises every write about one pair (requests, accepts, blocks) until the transaction ends, so
 * two people asking each other at once end as friends with one row, never as two pending requests.
 */
export async function lockPair(tx: Executor, a: string, b: string): Promise<void> {
  const [low, high] = orderedPair(a, b);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`friends:${low}:${high}`}, 0))`);
}

/** `"table"."column"`: drizzle leaves columns in raw SQL unqualified, and `id` would bind to the subquery's table. */
const qualified = (column: AnyColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

const [userId, blocker, blocked, low, high, sender, receiver, requestStatus] = [
  users.id,
  blocks.blockerUserId,
  blocks.blockedUserId,
  friendships.userLow,
  friendships.userHigh,
  friendRequests.senderUserId,
  friendRequests.receiverUserId,
  friendRequests.status,
].map(qualified);

/**
 * Columns to select alongside `users` rows: where the viewer stands with each. Used by GET
 * /api/users/{id} and ?q= (users module); `friendshipState` turns them into the contract's state.
 */
export function relationColumns(viewerId: string) {
  const viewer = sql`${viewerId}::uuid`;
  return {
    iBlocked: sql<boolean>`exists (select 1 from ${blocks} where ${blocker} = ${viewer} and ${blocked} = ${userId})`,
    blockedMe: sql<boolean>`exists (select 1 from ${blocks} where ${blocker} = ${userId} and ${blocked} = ${viewer})`,
    friends: sql<boolean>`exists (select 1 from ${friendships} where ${low} = least(${viewer}, ${userId}) and ${high} = greatest(${viewer}, ${userId}))`,
    // Written as the partial unique index's expressions, so that index answers it.
    pendingSenderId: sql<
      string | null
    >`(select ${sender} from ${friendRequests} where ${requestStatus} = 'pending' and least(${sender}, ${receiver}) = least(${viewer}, ${userId}) and greatest(${sender}, ${receiver}) = greatest(${viewer}, ${userId}) limit 1)`,
  };
}

/** Where-clause: the `users` row has not blocked the viewer (they are invisible to them). */
export const notBlockedBy = (viewerId: string) =>
  sql`not exists (select 1 from ${blocks} where ${blocker} = ${userId} and ${blocked} = ${viewerId}::uuid)`;

/** Where-clause: neither the `users` row nor the viewer blocked the other (feeds leave both out). */
export const notBlockedEitherWay = (viewerId: string) =>
  sql`not exists (select 1 from ${blocks} where (${blocker} = ${userId} and ${blocked} = ${viewerId}::uuid) or (${blocker} = ${viewerId}::uuid and ${blocked} = ${userId}))`;

/**
 * Where-clause: the user in `column` (a thread's opener, a comment's author) and the viewer did not
 * block each other either way.
 */
export function notBlockedEitherWayWith(column: AnyColumn, viewerId: string): SQL {
  const other = qualified(column);
  return sql`not exists (select 1 from ${blocks} where (${blocker} = ${other} and ${blocked} = ${viewerId}::uuid) or (${blocker} = ${viewerId}::uuid and ${blocked} = ${other}))`;
}

export interface Relation {
  iBlocked: boolean;
  blockedMe: boolean;
  friends: boolean;
  pendingSenderId: string | null;
}

/** My block wins, then friendship, then a pending request (which way it goes). */
export function friendshipState(viewerId: string, relation: Relation): FriendshipState {
  if (relation.iBlocked) return 'blocked';
  if (relation.friends) return 'friends';
  if (relation.pendingSenderId) return relation.pendingSenderId === viewerId ? 'outgoing' : 'incoming';
  return 'none';
}

/**
 * What other modules (messages, calls) ask about two users. Takes the database or a transaction.
 */
export function relationsAccess(db: Executor) {
  const access = {
    /** Whether `blockerId` blocked `blockedId` (one way). */
    async hasBlocked(blockerId: string, blockedId: string): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(blocks)
        .where(and(eq(blocks.blockerUserId, blockerId), eq(blocks.blockedUserId, blockedId)))
        .limit(1);
      return rows.length > 0;
    },

    /** Whether either blocked the other: then neither may request, message or call. */
    async isBlockedBetween(a: string, b: string): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(blocks)
        .where(
          sql`(${blocks.blockerUserId} = ${a} and ${blocks.blockedUserId} = ${b}) or (${blocks.blockerUserId} = ${b} and ${blocks.blockedUserId} = ${a})`,
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Whether `userId` and any of `otherIds` blocked the other: nobody calls or rings across it. */
    async isBlockedWithAny(userId: string, otherIds: readonly string[]): Promise<boolean> {
      for (const otherId of otherIds) if (await access.isBlockedBetween(userId, otherId)) return true;
      return false;
    },

    /**
     * The user `id` names, lower-cased, when `viewerId` may see them: they exist and have not blocked
     * the viewer (anyone may see everyone else, signed in or not). Else 404 exactly as for no user.
     */
    async requireVisibleUser(id: string, viewerId: string | null): Promise<string> {
      const userId = id.toLowerCase();
      if (isUuid(userId)) {
        const rows = await db
          .select({ one: sql`1` })
          .from(users)
          .where(and(eq(users.id, userId), viewerId === null ? undefined : notBlockedBy(viewerId)))
          .limit(1);
        if (rows.length > 0) return userId;
      }
      throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
    },

    async areFriends(a: string, b: string): Promise<boolean> {
      const [low, high] = orderedPair(a, b);
      const rows = await db
        .select({ one: sql`1` })
        .from(friendships)
        .where(and(eq(friendships.userLow, low), eq(friendships.userHigh, high)))
        .limit(1);
      return rows.length > 0;
    },
  };
  return access;
}

export type RelationsAccess = ReturnType<typeof relationsAccess>;
