import { PostLikeAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { patchPost } from '../post-cache';
import { POST_MESSAGES } from '../posts-messages';
import { postPath } from './post-path';

/** POST /api/posts/{id}/like likes it, DELETE takes the like back; the answer is the new count. */
export const likePost = (postId: string, liked: boolean) =>
  apiRequest(`${postPath(postId)}/like`, { method: liked ? 'POST' : 'DELETE', schema: PostLikeAnswer });

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
