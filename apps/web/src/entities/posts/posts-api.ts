import {
  OkAnswer,
  type Post,
  PostAnswer,
  PostCommentAnswer,
  PostCommentsAnswer,
  PostLikeAnswer,
  PostListAnswer,
  type PostSort,
} from '@create-together/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export const POST_PAGE_SIZE = 20;
/** GET /api/posts takes at most this many characters of search (the contract's limit). */
export const POST_SEARCH_MAX = 100;

/** GET /api/posts's filters: words, order, one author, one project. */
export interface PostListParams {
  q?: string;
  sort?: PostSort;
  authorId?: string;
  projectId?: string;
}

/** What POST /api/posts takes: text, or a library item with optional text; optionally one of your projects. */
export interface NewPost {
  content: string;
  mediaId?: string | null;
  projectId?: string | null;
}

export interface PostPage {
  posts: Post[];
  nextCursor: string | null;
}

/**
 * One key factory for every post query. Mutations patch the posts held under `lists()` (pages)
 * and `feeds()`: any other answer that carries a `posts` array (the community page's) goes there
 * so a like or a new post shows in it too.
 */
export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  list: (params: PostListParams) => [...postKeys.lists(), params] as const,
  feeds: () => [...postKeys.all, 'feed'] as const,
  comments: (postId: string) => [...postKeys.all, 'comments', postId] as const,
};

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

const path = (postId: string) => `/api/posts/${encodeURIComponent(postId)}`;

// ---- fetchers -------------------------------------------------------------------------------

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

export const createPost = (body: NewPost) =>
  apiRequest('/api/posts', { method: 'POST', body, schema: PostAnswer }).then((a) => a.post);

export const deletePost = (postId: string) =>
  apiRequest(path(postId), { method: 'DELETE', schema: OkAnswer });

export const likePost = (postId: string, liked: boolean) =>
  apiRequest(`${path(postId)}/like`, { method: liked ? 'POST' : 'DELETE', schema: PostLikeAnswer });

/**
 * GET /api/posts/{id}, held as a one-post feed (`{posts: [post]}` under `feeds()`), so a like or a
 * comment made anywhere shows on the post's own page too.
 */
export const postQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: [...postKeys.feeds(), 'post', postId],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest(`/api/posts/${encodeURIComponent(postId)}`, {
        schema: PostAnswer,
        signal,
      });
      return { posts: [answer.post] };
    },
  });

export const fetchPostComments = (postId: string, signal?: AbortSignal) =>
  apiRequest(`${path(postId)}/comments`, { schema: PostCommentsAnswer, signal }).then((a) => a.comments);

export const addPostComment = (postId: string, content: string) =>
  apiRequest(`${path(postId)}/comments`, {
    method: 'POST',
    body: { content },
    schema: PostCommentAnswer,
  }).then((a) => a.comment);

export const deletePostComment = (postId: string, commentId: string) =>
  apiRequest(`${path(postId)}/comments/${encodeURIComponent(commentId)}`, {
    method: 'DELETE',
    schema: OkAnswer,
  });

// ---- query options --------------------------------------------------------------------------

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

export const postCommentsQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: postKeys.comments(postId),
    queryFn: ({ signal }) => fetchPostComments(postId, signal),
    staleTime: 30 * 1000,
  });
