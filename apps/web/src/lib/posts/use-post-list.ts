import type { Post } from '@create-together/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type PostListParams, type PostPage, postListQueryOptions } from './posts-api';

/** Pages can overlap when posts arrive between requests: show each post once. */
function uniquePosts(pages: PostPage[]): Post[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.posts)
    .filter((post) => !seen.has(post.postId) && Boolean(seen.add(post.postId)));
}

/**
 * Posts by words, order, author or project, a page at a time; a new search keeps showing the last
 * results until its own arrive.
 */
export function usePostList(params: PostListParams) {
  const query = useInfiniteQuery({ ...postListQueryOptions(params), placeholderData: keepPreviousData });
  return { query, posts: query.data ? uniquePosts(query.data.pages) : [] };
}
