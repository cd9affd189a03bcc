import { type Post, PostListAnswer } from '@create-together/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { uniqueBy } from '@/lib/unique-by';
import { type PostListParams, postKeys } from '../post-keys';

export const POST_PAGE_SIZE = 20;
/** GET /api/posts takes at most this many characters of search (the contract's limit). */
export const POST_SEARCH_MAX = 100;

export interface PostPage {
  posts: Post[];
  nextCursor: string | null;
}

/** The same list asked twice gets one cache entry: blanks and the default order are left out. */
export function normalizePostParams(params: PostListParams): PostListParams {
  const clean: PostListParams = { sort: params.sort ?? 'recent' };
  const q = params.q?.trim().slice(0, POST_SEARCH_MAX).trim();
  if (q) clean.q = q;
  if (params.authorId) clean.authorId = params.authorId;
  if (params.projectId) clean.projectId = params.projectId;
  return clean;
}

export function postListSearch(params: PostListParams, cursor?: string | null, limit = POST_PAGE_SIZE) {
  const { q, sort, authorId, projectId } = normalizePostParams(params);
  const search = new URLSearchParams();
  if (q) search.set('q', q);
  if (sort) search.set('sort', sort);
  if (authorId) search.set('authorId', authorId);
  if (projectId) search.set('projectId', projectId);
  search.set('limit', String(limit));
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}

/** GET /api/posts: one page of the posts that match, and the cursor of the next. */
export async function fetchPostPage(
  params: PostListParams,
  cursor?: string | null,
  signal?: AbortSignal,
): Promise<PostPage> {
  const answer = await apiRequest(`/api/posts?${postListSearch(params, cursor)}`, {
    schema: PostListAnswer,
    signal,
  });
  return { posts: answer.posts, nextCursor: answer.nextCursor };
}

export function postListQueryOptions(params: PostListParams) {
  const clean = normalizePostParams(params);
  return infiniteQueryOptions({
    queryKey: postKeys.list(clean),
    queryFn: ({ pageParam, signal }) => fetchPostPage(clean, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30 * 1000,
  });
}

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
