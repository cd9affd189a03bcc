import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { uniqueBy } from '@/lib/unique-by';
import { type PostListParams, postListQueryOptions } from './posts-api';

/**
 * Posts by words, order, author or project, a page at a time; a new search keeps showing the last
 * results until its own arrive.
 */
export function usePostList(params: PostListParams) {
  const query = useInfiniteQuery({ ...postListQueryOptions(params), placeholderData: keepPreviousData });
  return {
    query,
    posts: uniqueBy(query.data?.pages.flatMap((page) => page.posts) ?? [], (post) => post.postId),
  };
}
