import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tsvector } from './columns';
import { media } from './media';
import { projects } from './projects';
import { users } from './users';

/** Short updates by a user: text, optionally one media item and one project (issue 8). */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    /** Deleting the file keeps the post (its text), without the file. */
    mediaId: uuid('media_id').references(() => media.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The text for `q`, kept by PostgreSQL itself. */
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', content)`),
    /** Counters kept in step with post_likes and post_comments. */
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('posts_search_idx').using('gin', t.search),
    // One index per sort and per list, each ending in id for a stable cursor.
    index('posts_recent_idx').on(t.createdAt.desc(), t.id.desc()),
    index('posts_popular_idx').on(
      sql`(${t.likesCount} + ${t.commentsCount}) desc`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('posts_author_idx').on(t.authorUserId, t.createdAt.desc(), t.id.desc()),
    index('posts_project_idx').on(t.projectId, t.createdAt.desc(), t.id.desc()),
    index('posts_media_idx').on(t.mediaId),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId)],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('post_comments_post_idx').on(t.postId, t.createdAt, t.id)],
);

export type PostRow = typeof posts.$inferSelect;
export type PostCommentRow = typeof postComments.$inferSelect;
