import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { users } from './users';

/** A group of creators (modules/collectives/README.md): founded by one, joined by many. */
export const collectives = pgTable(
  'collectives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    avatarUrl: text('avatar_url'),
    /** A wide picture atop its page; null for the page's gradient. */
    coverUrl: text('cover_url'),
    /** public: anyone joins; invite_only: seen by everyone, joined by invitation or link. */
    visibility: text('visibility').notNull().default('public'),
    /** Genres, instruments, scenes: shown as tags and searched with the name. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Kept in step with collective_members by the service, in the same transaction. */
    membersCount: integer('members_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collectives_name_lower_key').on(sql`lower(${t.name})`),
    index('collectives_members_idx').on(t.membersCount.desc(), t.id.desc()),
    index('collectives_recent_idx').on(t.createdAt.desc(), t.id.desc()),
    check('collectives_visibility_check', sql`${t.visibility} in ('public', 'invite_only')`),
    // `q` matches any part of the name, description or a tag: one trigram index over all three
    // (collective_search_text, drizzle/0012_search_trigram.sql).
    index('collectives_search_trgm_idx').using(
      'gin',
      sql`collective_search_text(${t.name}, ${t.description}, ${t.tags}) gin_trgm_ops`,
    ),
  ],
);

export const collectiveMembers = pgTable(
  'collective_members',
  {
    collectiveId: uuid('collective_id')
      .notNull()
      .references(() => collectives.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** founder | moderator | member */
    role: text('role').notNull(),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectiveId, t.userId] }),
    index('collective_members_user_idx').on(t.userId),
    // Exactly one founder: handing a collective over is one UPDATE of two rows.
    uniqueIndex('collective_members_founder_key').on(t.collectiveId).where(sql`${t.role} = 'founder'`),
    check('collective_members_role_check', sql`${t.role} in ('founder', 'moderator', 'member')`),
  ],
);

export type CollectiveRow = typeof collectives.$inferSelect;
export type CollectiveMemberRow = typeof collectiveMembers.$inferSelect;
