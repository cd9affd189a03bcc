import type { PostComment } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addPost, dropPost, patchPost } from './post-cache';
import {
  addPostComment,
  createPost,
  deletePost,
  deletePostComment,
  likePost,
  postCommentsQueryOptions,
} from './posts-api';
import { POST_MESSAGES } from './posts-messages';

/** Publishes a post; it goes to the top of the lists and feeds it belongs to. */
export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createPost, onSuccess: (post) => addPost(client, post) });
}

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    meta: { feedback: { success: POST_MESSAGES.deleted, error: POST_MESSAGES.deleteFailed } },
    onSuccess: (_answer, postId) => dropPost(client, postId),
  });
}

const countBy = (likes: number, liked: boolean) => Math.max(0, likes + (liked ? 1 : -1));

/**
 * An optimistic like toggle: shown at once, undone if the server says no. One post's toggles run
 * in order (scope), so the undo of each is exact and the last answer wins.
 */
export function useLikePost(postId: string) {
  const client = useQueryClient();
  return useMutation({
    scope: { id: `post-like-${postId}` },
    mutationFn: (liked: boolean) => likePost(postId, liked),
    meta: { feedback: { error: POST_MESSAGES.likeFailed } },
    onMutate: (liked) =>
      patchPost(client, postId, (post) => ({ ...post, likedByMe: liked, likes: countBy(post.likes, liked) })),
    onError: (_error, liked) =>
      patchPost(client, postId, (post) => ({
        ...post,
        likedByMe: !liked,
        likes: countBy(post.likes, !liked),
      })),
    onSuccess: (answer) =>
      patchPost(client, postId, (post) => ({ ...post, likedByMe: answer.likedByMe, likes: answer.likes })),
  });
}

/** Keeps a post's comment thread and its count in step. */
function useCommentCache(postId: string) {
  const client = useQueryClient();
  const key = postCommentsQueryOptions(postId).queryKey;
  return (change: (comments: PostComment[]) => PostComment[], delta: 1 | -1) => {
    client.setQueryData(key, (comments) => (comments ? change(comments) : comments));
    patchPost(client, postId, (post) => ({ ...post, comments: Math.max(0, post.comments + delta) }));
  };
}

/** Adds a comment at the end of the thread (oldest first, as the server lists them). */
export function useAddPostComment(postId: string) {
  const update = useCommentCache(postId);
  return useMutation({
    mutationFn: (content: string) => addPostComment(postId, content),
    onSuccess: (comment) =>
      update((comments) => [...comments.filter((c) => c.commentId !== comment.commentId), comment], 1),
  });
}

export function useDeletePostComment(postId: string) {
  const update = useCommentCache(postId);
  return useMutation({
    mutationFn: (commentId: string) => deletePostComment(postId, commentId),
    meta: { feedback: { error: POST_MESSAGES.commentDeleteFailed } },
    onSuccess: (_answer, commentId) =>
      update((comments) => comments.filter((c) => c.commentId !== commentId), -1),
  });
}
