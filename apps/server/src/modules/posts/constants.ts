export const POST_NOT_FOUND = 'Post not found.';
export const COMMENT_NOT_FOUND = 'Comment not found.';
export const NOT_YOUR_COMMENT = "Only the comment's author or the post's author can delete it.";

/** GET /api/posts/{id}/comments answers the latest this many, oldest first. */
export const POST_COMMENTS_LIST_MAX = 200;
