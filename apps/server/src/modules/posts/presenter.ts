import type { Post, PostAuthor, PostComment } from '@create-together/contract';
import { postCommentPolicies, postPolicies } from '../../policies/posts';
import { presentAttachedMedia } from '../media/attachments';
import type { PostCommentRecord, PostRecord } from './repository';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const presentAuthor = (row: PostRecord['author']): PostAuthor => ({
  userId: row.userId,
  username: row.username,
  fullName: row.fullName,
  avatarUrl: row.avatarUrl,
});

/**
 * The Post object, field by field, as its viewer may see it: the project only when they may see
 * it (a private one of others is left out); the file was joined only when they may see it.
 */
/** A post as `viewerId` sees it, with what they may do to it. */
export function presentPost(row: PostRecord, viewerId: string | null): Post {
  return {
    postId: row.id,
    author: presentAuthor(row.author),
    content: row.content,
    media: presentAttachedMedia(row.media, row.mediaSavedByMe),
    project:
      row.project && row.projectVisible
        ? {
            projectId: row.project.projectId,
            name: row.project.name,
            coverImageUrl: row.project.coverImageUrl,
          }
        : null,
    likes: row.likesCount,
    comments: row.commentsCount,
    likedByMe: row.likedByMe,
    policies: postPolicies(viewerId, row.author.userId),
    createdAt: seconds(row.createdAt),
  };
}

/** A comment on `postAuthorId`'s post as `viewerId` sees it, with what they may do to it. */
export function presentPostComment(
  row: PostCommentRecord,
  viewerId: string | null,
  postAuthorId: string,
): PostComment {
  return {
    commentId: row.id,
    postId: row.postId,
    author: presentAuthor(row.author),
    content: row.content,
    policies: postCommentPolicies(viewerId, row.author.userId, postAuthorId),
    createdAt: seconds(row.createdAt),
  };
}
