import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type MediaRow, media, postComments, postLikes, posts, projects, users } from '../../db/schema';
import { visibleProjects } from '../../policies/projects';
import { notBlockedEitherWay } from '../../policies/relations';
import { attachedMediaColumns, attachedMediaFor, mediaSavedBy } from '../media/attachments';

/** A post with everything its answer shows, as one viewer sees it: what the presenter needs. */
export interface PostRecord {
  id: string;
  content: string;
  likesCount: number;
  commentsCount: number;
  createdAt: Date;
  /** The creation time with microseconds, as a cursor carries it. */
  createdAtKey: string;
  author: { userId: string; username: string; fullName: string; avatarUrl: string | null };
  /** The attached file, when the viewer may see it. */
  media: MediaRow | null;
  mediaSavedByMe: boolean;
  project: { projectId: string; name: string; coverImageUrl: string | null } | null;
  /** Whether the viewer may see the project (public, or they are a member). */
  projectVisible: boolean;
  likedByMe: boolean;
}

export interface PostCommentRecord {
  id: string;
  postId: string;
  content: string;
  createdAt: Date;
  author: PostRecord['author'];
}

const author = {
  userId: users.id,
  username: users.username,
  fullName: users.fullName,
  avatarUrl: users.avatarUrl,
};

/** Where-condition on the joined author (`users`): neither they nor the viewer blocked the other. */
export const authorVisibleTo = (viewerId: string | null): SQL | undefined =>
  viewerId === null ? undefined : notBlockedEitherWay(viewerId);

/** The columns of a PostRecord as `viewerId` sees it. */
function postColumns(viewerId: string | null) {
  return {
    id: posts.id,
    content: posts.content,
    likesCount: posts.likesCount,
    commentsCount: posts.commentsCount,
    createdAt: posts.createdAt,
    // Microseconds kept (a JavaScript Date would round them away and a cursor would skip rows).
    createdAtKey: sql<string>`to_char(${posts.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    author,
    media: attachedMediaColumns,
    mediaSavedByMe: mediaSavedBy(viewerId),
    project: { projectId: projects.id, name: projects.name, coverImageUrl: projects.coverImageUrl },
    projectVisible: sql<boolean>`coalesce(${visibleProjects(viewerId)}, false)`,
    likedByMe:
      viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewerId})`,
  };
}

/**
 * Posts with their author, media and project joined: a whole page in one query (joins and per-row
 * index probes for the viewer's like and save, never a query per post). The caller adds its
 * conditions (`authorVisibleTo`, unless it checked the author already), order and limit.
 */
export function selectPosts(db: Executor, viewerId: string | null) {
  return db
    .select(postColumns(viewerId))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorUserId))
    .leftJoin(media, attachedMediaFor(posts.mediaId, viewerId))
    .leftJoin(projects, eq(projects.id, posts.projectId))
    .$dynamic();
}

export function postsRepository(db: Executor) {
  return {
    async insert(values: {
      authorUserId: string;
      content: string;
      mediaId: string | null;
      projectId: string | null;
    }): Promise<string> {
      const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row.id;
    },

    async find(id: string, viewerId: string | null): Promise<PostRecord | undefined> {
      const [row] = await selectPosts(db, viewerId)
        .where(and(eq(posts.id, id), authorVisibleTo(viewerId)))
        .limit(1);
      return row;
    },

    /** The post's author, when the viewer may see the post (its author has not blocked them). */
    async visible(
      id: string,
      viewerId: string | null,
    ): Promise<{ authorUserId: string; projectId: string | null } | undefined> {
      const [row] = await db
        .select({ authorUserId: posts.authorUserId, projectId: posts.projectId })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.authorUserId))
        .where(and(eq(posts.id, id), authorVisibleTo(viewerId)))
        .limit(1);
      return row;
    },

    /** Its likes and comments go with it (ON DELETE CASCADE). Undefined when it is not theirs. */
    async deleteByAuthor(
      id: string,
      authorUserId: string,
    ): Promise<{ projectId: string | null } | undefined> {
      const [row] = await db
        .delete(posts)
        .where(and(eq(posts.id, id), eq(posts.authorUserId, authorUserId)))
        .returning({ projectId: posts.projectId });
      return row;
    },

    /** False when the like was already there. */
    async insertLike(postId: string, userId: string): Promise<boolean> {
      const rows = await db
        .insert(postLikes)
        .values({ postId, userId })
        .onConflictDoNothing()
        .returning({ userId: postLikes.userId });
      return rows.length > 0;
    },

    /** False when there was no like. */
    async deleteLike(postId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(postLikes)
        .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
        .returning({ userId: postLikes.userId });
      return rows.length > 0;
    },

    /** Adds `delta` to a counter kept in step with its table; answers the new likes count. */
    async adjustCounter(id: string, counter: 'likes' | 'comments', delta: number): Promise<number> {
      const set =
        counter === 'likes'
          ? { likesCount: sql`${posts.likesCount} + ${delta}` }
          : { commentsCount: sql`${posts.commentsCount} + ${delta}` };
      const [row] = await db
        .update(posts)
        .set(set)
        .where(eq(posts.id, id))
        .returning({ likes: posts.likesCount });
      return row?.likes ?? 0;
    },

    async likesCount(id: string): Promise<number> {
      const [row] = await db.select({ value: posts.likesCount }).from(posts).where(eq(posts.id, id));
      return row?.value ?? 0;
    },

    async insertComment(postId: string, authorUserId: string, content: string): Promise<string> {
      const [row] = await db
        .insert(postComments)
        .values({ postId, authorUserId, content })
        .returning({ id: postComments.id });
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row.id;
    },

    /**
     * The latest `limit` comments (or the one `id` names), newest first, leaving out those whose
     * authors blocked the viewer.
     */
    async comments(
      postId: string,
      viewerId: string | null,
      options: { limit: number; id?: string },
    ): Promise<PostCommentRecord[]> {
      return db
        .select({
          id: postComments.id,
          postId: postComments.postId,
          content: postComments.content,
          createdAt: postComments.createdAt,
          author,
        })
        .from(postComments)
        .innerJoin(users, eq(users.id, postComments.authorUserId))
        .where(
          and(
            eq(postComments.postId, postId),
            options.id === undefined ? undefined : eq(postComments.id, options.id),
            authorVisibleTo(viewerId),
          ),
        )
        .orderBy(desc(postComments.createdAt), desc(postComments.id))
        .limit(options.limit);
    },

    /** The comment's author, its row locked until the transaction ends; undefined when the post has no such comment. */
    async lockComment(postId: string, commentId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ authorUserId: postComments.authorUserId })
        .from(postComments)
        .where(and(eq(postComments.id, commentId), eq(postComments.postId, postId)))
        .for('update');
      return row?.authorUserId;
    },

    async deleteComment(commentId: string): Promise<void> {
      await db.delete(postComments).where(eq(postComments.id, commentId));
    },
  };
}

export type PostsRepository = ReturnType<typeof postsRepository>;
