import { OkAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { dropPost } from '../post-cache';
import { POST_MESSAGES } from '../posts-messages';
import { postPath } from './post-path';

export const deletePost = (postId: string) =>
  apiRequest(postPath(postId), { method: 'DELETE', schema: OkAnswer });

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    meta: { feedback: { success: POST_MESSAGES.deleted, error: POST_MESSAGES.deleteFailed } },
    onSuccess: (_answer, postId) => dropPost(client, postId),
  });
}
