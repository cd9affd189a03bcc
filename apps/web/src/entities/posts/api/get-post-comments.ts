import { PostCommentsAnswer } from '@create-together/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { postKeys } from '../post-keys';
import { postPath } from './post-path';

/** GET /api/posts/{id}/comments: oldest first. */
export const fetchPostComments = (postId: string, signal?: AbortSignal) =>
  apiRequest(`${postPath(postId)}/comments`, { schema: PostCommentsAnswer, signal }).then((a) => a.comments);

export const postCommentsQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: postKeys.comments(postId),
    queryFn: ({ signal }) => fetchPostComments(postId, signal),
    staleTime: 30 * 1000,
  });
