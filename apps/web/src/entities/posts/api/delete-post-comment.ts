import { OkAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { patchPostComments } from '../post-cache';
import { POST_MESSAGES } from '../posts-messages';
import { postPath } from './post-path';

export const deletePostComment = (postId: string, commentId: string) =>
  apiRequest(`${postPath(postId)}/comments/${encodeURIComponent(commentId)}`, {
    method: 'DELETE',
    schema: OkAnswer,
  });

export function useDeletePostComment(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deletePostComment(postId, commentId),
    meta: { feedback: { error: POST_MESSAGES.commentDeleteFailed } },
    onSuccess: (_answer, commentId) =>
      patchPostComments(client, postId, (comments) => comments.filter((c) => c.commentId !== commentId), -1),
  });
}
