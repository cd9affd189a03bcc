import type { PostSort } from '@create-together/contract';

/** GET /api/posts's filters: words, order, one author, one project. */
export interface PostListParams {
  q?: string;
  sort?: PostSort;
  authorId?: string;
  projectId?: string;
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
