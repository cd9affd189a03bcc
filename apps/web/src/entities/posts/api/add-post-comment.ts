import { PostCommentAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { patchPostComments } from '../post-cache';
import { postPath } from './post-path';

export const addPostComment = (postId: string, content: string) =>
  apiRequest(`${postPath(postId)}/comments`, {
    method: 'POST',
    body: { content },
    schema: PostCommentAnswer,
  }).then((a) => a.comment);

/** Adds a comment at the end of the thread (oldest first, as the server lists them). */
export function useAddPostComment(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addPostComment(postId, content),
    onSuccess: (comment) =>
      patchPostComments(
        client,
        postId,
        (comments) => [...comments.filter((c) => c.commentId !== comment.commentId), comment],
        1,
      ),
  });
}
