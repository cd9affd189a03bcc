import { PostAnswer } from '@create-together/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { postKeys } from '../post-keys';
import { postPath } from './post-path';

/**
 * GET /api/posts/{id}, held as a one-post feed (`{posts: [post]}` under `feeds()`), so a like or a
 * comment made anywhere shows on the post's own page too.
 */
export const postQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: [...postKeys.feeds(), 'post', postId],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest(postPath(postId), { schema: PostAnswer, signal });
      return { posts: [answer.post] };
    },
  });
