import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As typed at registration; uniqueness ignores case (index below). */
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** argon2id, PHC string format. */
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    bio: text('bio').notNull().default(''),
    avatarUrl: text('avatar_url'),
    role: text('role').notNull().default('user'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    interests: text('interests').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last seen signing in or using a session, to within LAST_ACTIVE_STEP_MS (users/sessions.ts). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** Settings → Privacy: who may send this user a friend request (everyone | friends_of_friends | nobody). */
    friendRequestsFrom: text('friend_requests_from').notNull().default('everyone'),
    /** Settings → Notifications: the notification types this user has turned off. */
    mutedNotificationTypes: text('muted_notification_types').array().notNull().default(sql`'{}'::text[]`),
    /** /beta-testing: opted in to features still in beta. */
    betaOptIn: boolean('beta_opt_in').notNull().default(false),
    /** When the address `email` holds was confirmed through a link mailed to it; null: not yet. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  },
  (t) => [
    // Case-insensitive uniqueness, enforced by the database so that two racing registrations cannot both win.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // GET /api/users?q= matches prefixes of these two (LIKE 'q%'), which text_pattern_ops can answer.
    index('users_username_prefix_idx').on(sql`lower(${t.username}) text_pattern_ops`),
    index('users_full_name_prefix_idx').on(sql`lower(${t.fullName}) text_pattern_ops`),
    // Longer searches match any part of either (ILIKE '%q%'), which only trigram indexes can answer.
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    index('users_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')),
    check(
      'users_friend_requests_from_check',
      sql`${t.friendRequestsFrom} in ('everyone', 'friends_of_friends', 'nobody')`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the cookie's token: a leaked table cannot be replayed as sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The handle Settings → Active sessions names a session by (the token hash is never shown). */
    id: uuid('id').notNull().defaultRandom(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The browser that signed in (its User-Agent, trimmed) and from where, for the sessions list. */
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /** Last used, to within a step (like users.last_active_at), so a request rarely writes. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    uniqueIndex('sessions_id_key').on(t.id),
  ],
);
/**
 * One-use links mailed to a user (users/account-links.ts): a password reset, or the check of an
 * address. Only the token's SHA-256 is kept, as for sessions; `email` is the address it was sent to.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('account_tokens_user_id_idx').on(t.userId, t.purpose),
    index('account_tokens_expires_at_idx').on(t.expiresAt),
    check('account_tokens_purpose_check', sql`${t.purpose} in ('password_reset', 'email_verification')`),
  ],
);
export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
