import type { PostCommentPolicies, PostPolicies } from '@create-together/contract';

/**
 * A post's rules (API.md "Posts"), once: who may see one is the posts module's query (its author
 * not blocked either way, its project visible); who may do what to it is here, and every post and
 * comment answer carries it for the caller.
 */

/** Its author deletes it; anyone signed in who can see it likes it and comments on it. */
export function postPolicies(viewerId: string | null, authorId: string): PostPolicies {
  return { canDelete: viewerId === authorId, canReact: viewerId !== null };
}

/** A comment goes with its author's word, or the post author's. */
export function mayDeleteComment(
  viewerId: string | null,
  commentAuthorId: string,
  postAuthorId: string,
): boolean {
  return viewerId !== null && (viewerId === commentAuthorId || viewerId === postAuthorId);
}

export function postCommentPolicies(
  viewerId: string | null,
  commentAuthorId: string,
  postAuthorId: string,
): PostCommentPolicies {
  return { canDelete: mayDeleteComment(viewerId, commentAuthorId, postAuthorId) };
}
