import type { CreatePostBody, Post, PostComment, PostListQuery } from '@create-together/contract';
import type { Database } from '../../db/client';
import type { EventHub } from '../../events/event-hub';
import { transactionWithEvents, withEvents } from '../../events/outbox';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { mayDeleteComment } from '../../policies/posts';
import type { ProjectAccess } from '../../policies/projects';
import { relationsAccess } from '../../policies/relations';
import { attachOwnMedia } from '../media/attachments';
import { prefixTsQuery } from '../projects/list-query';
import { COMMENT_NOT_FOUND, NOT_YOUR_COMMENT, POST_COMMENTS_LIST_MAX, POST_NOT_FOUND } from './constants';
import { decodePostCursor, encodePostCursor } from './list-cursor';
import { cursorKeyOf, postListRepository } from './list-repository';
import { presentPost, presentPostComment } from './presenter';
import { postsRepository } from './repository';

export interface PostsServiceOptions {
  access: ProjectAccess;
  /** Where the notifications of a like or a comment (to the post's author) go once committed. */
  events: EventHub;
}

export interface PostPage {
  posts: Post[];
  nextCursor: string | null;
}

const postNotFound = () => notFound(POST_NOT_FOUND, 'POST_NOT_FOUND');
const commentNotFound = () => notFound(COMMENT_NOT_FOUND, 'COMMENT_NOT_FOUND');

/**
 * Posts (README.md): anyone sees everyone's posts, except those of authors who blocked them; only
 * the author deletes one. Likes and comments keep the post's counters in step in their transaction
 * and tell the author.
 */
export function postsService(db: Database, { access, events }: PostsServiceOptions) {
  const repo = postsRepository(db);
  const lists = postListRepository(db);

  /** The post's id (lower-cased) and author when the viewer may see it; 404 otherwise. */
  async function requireVisible(postId: string, viewerId: string | null) {
    const id = postId.toLowerCase();
    const found = isUuid(id) ? await repo.visible(id, viewerId) : undefined;
    if (!found) throw postNotFound();
    return { id, ...found };
  }

  async function get(postId: string, viewerId: string | null): Promise<Post> {
    const row = isUuid(postId) ? await repo.find(postId.toLowerCase(), viewerId) : undefined;
    if (!row) throw postNotFound();
    return presentPost(row, viewerId);
  }

  /** What a list is narrowed to: 404 for an author or project the viewer may not see. */
  async function scope(query: PostListQuery, viewerId: string | null) {
    const authorId =
      query.authorId === undefined
        ? null
        : await relationsAccess(db).requireVisibleUser(query.authorId, viewerId);
    const projectId =
      query.projectId === undefined
        ? null
        : (await access.requireVisible(query.projectId, viewerId)).projectId;
    return { authorId, projectId };
  }

  return {
    get,

    /**
     * The project must be one the author belongs to; the file one of their own, made public in the
     * post's transaction.
     */
    async create(authorId: string, body: CreatePostBody): Promise<Post> {
      const projectId = body.projectId
        ? (await access.requireAllowed(body.projectId, authorId, 'post')).projectId
        : null;
      const id = await transactionWithEvents(db, events, async (tx, outbox) => {
        const mediaId = body.mediaId ? await attachOwnMedia(tx, body.mediaId, authorId) : null;
        const postId = await postsRepository(tx).insert({
          authorUserId: authorId,
          content: body.content,
          mediaId,
          projectId,
        });
        outbox.emit('PostPublished', { postId, authorId, projectId });
        return postId;
      });
      return get(id, authorId);
    },

    /** One keyset page, searched and narrowed; every post's parts come with it in the one query. */
    async list(query: PostListQuery, viewerId: string | null): Promise<PostPage> {
      const { sort, limit } = query;
      const after = query.cursor === undefined ? null : decodePostCursor(query.cursor, sort);
      const rows = await lists.list({
        viewerId,
        tsQuery: prefixTsQuery(query.q),
        ...(await scope(query, viewerId)),
        sort,
        after,
        limit,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const nextCursor =
        rows.length > limit && last
          ? encodePostCursor({ sort, id: last.id, key: cursorKeyOf(sort, last) })
          : null;
      return { posts: page.map((row) => presentPost(row, viewerId)), nextCursor };
    },

    /** The author only; 404 to everyone else, as for a post that is not there. */
    async remove(postId: string, userId: string): Promise<void> {
      const id = postId.toLowerCase();
      if (!isUuid(id)) throw postNotFound();
      // One statement, and no reaction writes for it.
      await withEvents(db, events, async (outbox) => {
        const deleted = await repo.deleteByAuthor(id, userId);
        if (!deleted) throw postNotFound();
        outbox.emit('PostDeleted', { postId: id, authorId: userId, projectId: deleted.projectId });
      });
    },

    /** Idempotent either way; a new like tells the author. Answers the count after the change. */
    async setLike(postId: string, userId: string, liked: boolean): Promise<number> {
      const post = await requireVisible(postId, userId);
      return transactionWithEvents(db, events, async (tx, outbox) => {
        const posts = postsRepository(tx);
        const changed = liked
          ? await posts.insertLike(post.id, userId)
          : await posts.deleteLike(post.id, userId);
        if (!changed) return posts.likesCount(post.id);
        const { projectId } = post;
        if (liked)
          outbox.emit('PostLiked', {
            postId: post.id,
            postAuthorId: post.authorUserId,
            likerId: userId,
            projectId,
          });
        else outbox.emit('PostUnliked', { postId: post.id, userId, projectId });
        return posts.adjustCounter(post.id, 'likes', liked ? 1 : -1);
      });
    },

    /** The latest POST_COMMENTS_LIST_MAX, oldest first (as a conversation reads). */
    async comments(postId: string, viewerId: string | null): Promise<PostComment[]> {
      const post = await requireVisible(postId, viewerId);
      const rows = await repo.comments(post.id, viewerId, { limit: POST_COMMENTS_LIST_MAX });
      return rows.reverse().map((row) => presentPostComment(row, viewerId, post.authorUserId));
    },

    /** Anyone signed in who can see the post; its author is told. */
    async comment(postId: string, userId: string, content: string): Promise<PostComment> {
      const post = await requireVisible(postId, userId);
      const commentId = await transactionWithEvents(db, events, async (tx, outbox) => {
        const posts = postsRepository(tx);
        const made = await posts.insertComment(post.id, userId, content);
        await posts.adjustCounter(post.id, 'comments', 1);
        outbox.emit('PostCommented', {
          postId: post.id,
          projectId: post.projectId,
          postAuthorId: post.authorUserId,
          commenterId: userId,
          content,
        });
        return made;
      });
      const [row] = await repo.comments(post.id, userId, { limit: 1, id: commentId });
      if (!row) throw commentNotFound();
      return presentPostComment(row, userId, post.authorUserId);
    },

    /** The comment's author or the post's author; 403 for others who can see it. */
    async deleteComment(postId: string, commentId: string, userId: string): Promise<void> {
      const post = await requireVisible(postId, userId);
      const cid = commentId.toLowerCase();
      if (!isUuid(cid)) throw commentNotFound();
      await transactionWithEvents(db, events, async (tx, outbox) => {
        const posts = postsRepository(tx);
        const commentAuthor = await posts.lockComment(post.id, cid);
        if (!commentAuthor) throw commentNotFound();
        if (!mayDeleteComment(userId, commentAuthor, post.authorUserId)) {
          throw forbidden(NOT_YOUR_COMMENT, 'NOT_YOUR_COMMENT');
        }
        await posts.deleteComment(cid);
        await posts.adjustCounter(post.id, 'comments', -1);
        outbox.emit('PostCommentDeleted', {
          postId: post.id,
          commentId: cid,
          userId,
          projectId: post.projectId,
        });
      });
    },
  };
}

export type PostsService = ReturnType<typeof postsService>;
