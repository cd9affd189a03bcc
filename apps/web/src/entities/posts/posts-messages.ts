/** What the post actions say when they succeed or fail (ours: SPEC.md has no posts wording). */
export const POST_MESSAGES = {
  likeFailed: 'Could not update the like. Please try again.',
  deleted: 'Post deleted.',
  deleteFailed: 'Could not delete the post. Please try again.',
  commentFailed: 'Could not post your comment.',
  commentDeleteFailed: 'Could not delete the comment. Please try again.',
  postFailed: 'Could not publish your post.',
} as const;
