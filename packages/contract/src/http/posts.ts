import { z } from 'zod';
import { EpochSeconds } from './common';
import { Media } from './media';
import { ProjectPerson } from './projects';

// Posts (ours; issue 8): short updates by a user — text, optionally one media item and one project —
// listed on explore's Posts side, a project's page, a user's profile and /community.

export const POST_CONTENT_MAX = 2_000;
export const POST_COMMENT_MAX = 1_000;

export const PostAuthor = ProjectPerson.extend({ fullName: z.string() });
export type PostAuthor = z.infer<typeof PostAuthor>;

/** The project a post is about, as far as the viewer may see it (a private one the viewer cannot see is left out). */
export const PostProject = z.object({
  projectId: z.string(),
  name: z.string(),
  coverImageUrl: z.string().nullable(),
});
export type PostProject = z.infer<typeof PostProject>;

/** What the caller may do to a post, as the server's policy layer decides. */
export const PostPolicies = z.object({
  /** Delete it: its author. */
  canDelete: z.boolean(),
  /** Like it and comment on it: anyone signed in who can see it. */
  canReact: z.boolean(),
});
export type PostPolicies = z.infer<typeof PostPolicies>;

export const Post = z.object({
  postId: z.string(),
  author: PostAuthor,
  content: z.string(),
  /** Public media only: attaching a file to a post makes it public. */
  media: Media.nullable(),
  project: PostProject.nullable(),
  likes: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
  likedByMe: z.boolean(),
  /** What the caller may do to it. */
  policies: PostPolicies,
  createdAt: EpochSeconds,
});
export type Post = z.infer<typeof Post>;

/** POST /api/posts — text, or a media item with optional text; the project must be one you belong to. */
export const CreatePostBody = z
  .object({
    content: z
      .string()
      .trim()
      .max(POST_CONTENT_MAX, `A post can be at most ${POST_CONTENT_MAX} characters.`)
      .default(''),
    mediaId: z.string().max(100).nullish(),
    projectId: z.string().max(100).nullish(),
  })
  .refine((body) => body.content.length > 0 || Boolean(body.mediaId), {
    message: 'Write something or attach a file.',
    path: ['content'],
  });
export type CreatePostBody = z.infer<typeof CreatePostBody>;

export const PostAnswer = z.object({ success: z.literal(true), post: Post });
export type PostAnswer = z.infer<typeof PostAnswer>;

/** `{id}` of /api/posts/{id}/… */
export const PostParams = z.object({ id: z.string().max(100) });
export type PostParams = z.infer<typeof PostParams>;

/** `{id}` and `{commentId}` of DELETE /api/posts/{id}/comments/{commentId} */
export const PostCommentParams = PostParams.extend({ commentId: z.string().max(100) });
export type PostCommentParams = z.infer<typeof PostCommentParams>;

/** Explore's sorts as posts have them: newest, or most liked and commented. */
export const POST_SORTS = ['recent', 'popular'] as const;
export const PostSort = z.enum(POST_SORTS);
export type PostSort = z.infer<typeof PostSort>;

/** GET /api/posts — everyone's posts (public to all, signed in or not), by cursor. */
export const PostListQuery = z.object({
  /** Words of the post's text (prefix full-text search, as projects' `q`). */
  q: z.string().trim().max(100).optional(),
  sort: PostSort.default('recent'),
  /** One user's posts (their profile). */
  authorId: z.string().max(100).optional(),
  /** One project's posts (its page). */
  projectId: z.string().max(100).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type PostListQuery = z.infer<typeof PostListQuery>;

export const PostListAnswer = z.object({
  success: z.literal(true),
  posts: z.array(Post),
  nextCursor: z.string().nullable(),
});
export type PostListAnswer = z.infer<typeof PostListAnswer>;

/** POST/DELETE /api/posts/{id}/like — the post's new count. */
export const PostLikeAnswer = z.object({
  success: z.literal(true),
  likes: z.number().int().nonnegative(),
  likedByMe: z.boolean(),
});
export type PostLikeAnswer = z.infer<typeof PostLikeAnswer>;

/** What the caller may do to a comment: delete it when it is theirs, or on their post. */
export const PostCommentPolicies = z.object({ canDelete: z.boolean() });
export type PostCommentPolicies = z.infer<typeof PostCommentPolicies>;

export const PostComment = z.object({
  commentId: z.string(),
  postId: z.string(),
  author: PostAuthor,
  content: z.string(),
  /** What the caller may do to it. */
  policies: PostCommentPolicies,
  createdAt: EpochSeconds,
});
export type PostComment = z.infer<typeof PostComment>;

/** POST /api/posts/{id}/comments */
export const PostCommentBody = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Comment cannot be empty.')
    .max(POST_COMMENT_MAX, `Comment must be at most ${POST_COMMENT_MAX} characters.`),
});
export type PostCommentBody = z.infer<typeof PostCommentBody>;

/** GET /api/posts/{id}/comments — oldest first. */
export const PostCommentsAnswer = z.object({ success: z.literal(true), comments: z.array(PostComment) });
export type PostCommentsAnswer = z.infer<typeof PostCommentsAnswer>;

export const PostCommentAnswer = z.object({ success: z.literal(true), comment: PostComment });
export type PostCommentAnswer = z.infer<typeof PostCommentAnswer>;
