import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { collectives } from './collectives';
import { createdAt, timestamptz, tsvector } from './columns';
import { users } from './users';

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    projectType: text('project_type').notNull().default('other'),
    /** active | archived | completed */
    status: text('status').notNull().default('active'),
    isPublic: boolean('is_public').notNull().default(true),
    coverImageUrl: text('cover_image_url'),
    startDate: timestamptz('start_date'),
    endDate: timestamptz('end_date'),
    contributionCycleDays: integer('contribution_cycle_days'),
    /** Approvals (current upvotes) a contribution needs before it can be merged; 0: the owner decides. */
    requiredApprovals: smallint('required_approvals').notNull().default(0),
    /** Whether an open thread on a contribution (or its takes) blocks its merge. */
    openThreadsBlock: boolean('open_threads_block').notNull().default(false),
    /** The collective it is made in, if any (shown on the collective's page). */
    collectiveId: uuid('collective_id').references((): AnyPgColumn => collectives.id, {
      onDelete: 'set null',
    }),
    goals: text('goals').notNull().default(''),
    /** As the owner typed them. */
    requiredSkills: text('required_skills').array().notNull().default(sql`'{}'::text[]`),
    /** The skills lower-cased, for the skills filter (trigger-maintained). */
    skillKeys: text('skill_keys').array().notNull().default(sql`'{}'::text[]`),
    /** Name, description and skills for `q` (trigger-maintained). */
    search: tsvector('search'),
    /** Counters kept in step with their tables (likes, comments, members) or flushed in batches (views). */
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    viewsCount: bigint('views_count', { mode: 'number' }).notNull().default(0),
    membersCount: integer('members_count').notNull().default(1),
    /** The workspace's main content (markdown) and when it last changed (strictly increasing seconds). */
    mainContent: text('main_content').notNull().default(''),
    workspaceUpdatedAt: timestamptz('workspace_updated_at').notNull().defaultNow(),
    /** The seq of the live document `mainContent` is (the text may lag live edits by a few seconds). */
    mainContentSeq: bigint('main_content_seq', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('projects_status_check', sql`${t.status} in ('active', 'archived', 'completed')`),
    check('projects_required_approvals_check', sql`${t.requiredApprovals} between 0 and 10`),
    index('projects_owner_idx').on(t.ownerUserId),
    index('projects_search_idx').using('gin', t.search),
    // `q` also finds a part of a word of the name ("night" finds "Midnight Tram"): ILIKE '%night%'.
    index('projects_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('projects_skill_keys_idx').using('gin', t.skillKeys),
    // One index per sort of GET /api/projects, each ending in id for a stable cursor.
    index('projects_recent_idx').on(t.updatedAt.desc(), t.id.desc()),
    index('projects_popular_idx').on(sql`(${t.likesCount} + ${t.viewsCount}) DESC`, t.id.desc()),
    index('projects_contributors_idx').on(t.membersCount.desc(), t.id.desc()),
    index('projects_alphabetical_idx').on(sql`lower(${t.name})`, t.id),
    index('projects_collective_idx').on(t.collectiveId).where(sql`${t.collectiveId} is not null`),
  ],
);

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** owner | contributor */
    role: text('role').notNull(),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('project_members_user_idx').on(t.userId),
    check('project_members_role_check', sql`${t.role} in ('owner', 'editor', 'contributor')`),
  ],
);

export const projectLikes = pgTable(
  'project_likes',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_likes_user_idx').on(t.userId)],
);

export const projectComments = pgTable(
  'project_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('project_comments_project_idx').on(t.projectId, t.createdAt.desc())],
);

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectMemberRow = typeof projectMembers.$inferSelect;
export type ProjectCommentRow = typeof projectComments.$inferSelect;
