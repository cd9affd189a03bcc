import { PostAnswer } from '@create-together/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { addPost } from '../post-cache';

/** What POST /api/posts takes: text, or a library item with optional text; optionally one of your projects. */
export interface NewPost {
  content: string;
  mediaId?: string | null;
  projectId?: string | null;
}

export const createPost = (body: NewPost) =>
  apiRequest('/api/posts', { method: 'POST', body, schema: PostAnswer }).then((a) => a.post);

/** Publishes a post; it goes to the top of the lists and feeds it belongs to. */
export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createPost, onSuccess: (post) => addPost(client, post) });
}
