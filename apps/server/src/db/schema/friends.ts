import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { users } from './users';

export const friendRequests = pgTable(
  'friend_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderUserId: uuid('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverUserId: uuid('receiver_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending | accepted | declined | cancelled */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    /** When it left `pending`. */
    respondedAt: timestamptz('responded_at'),
  },
  (t) => [
    check(
      'friend_requests_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'cancelled')`,
    ),
    check('friend_requests_not_self_check', sql`${t.senderUserId} <> ${t.receiverUserId}`),
    // At most one pending request per unordered pair, whoever sent it.
    uniqueIndex('friend_requests_pending_pair_key')
      .on(
        sql`least(${t.senderUserId}, ${t.receiverUserId})`,
        sql`greatest(${t.senderUserId}, ${t.receiverUserId})`,
      )
      .where(sql`${t.status} = 'pending'`),
    index('friend_requests_incoming_idx')
      .on(t.receiverUserId, t.createdAt.desc())
      .where(sql`${t.status} = 'pending'`),
    index('friend_requests_outgoing_idx')
      .on(t.senderUserId, t.createdAt.desc())
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** One row per pair of friends, stored once: the smaller id first. */
export const friendships = pgTable(
  'friendships',
  {
    userLow: uuid('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: uuid('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    establishedAt: timestamptz('established_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userLow, t.userHigh] }),
    check('friendships_order_check', sql`${t.userLow} < ${t.userHigh}`),
    index('friendships_user_high_idx').on(t.userHigh),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerUserId: uuid('blocker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedUserId: uuid('blocked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerUserId, t.blockedUserId] }),
    check('blocks_not_self_check', sql`${t.blockerUserId} <> ${t.blockedUserId}`),
    index('blocks_blocked_idx').on(t.blockedUserId),
  ],
);

export type FriendRequestRow = typeof friendRequests.$inferSelect;
export type FriendshipRow = typeof friendships.$inferSelect;
export type BlockRow = typeof blocks.$inferSelect;
