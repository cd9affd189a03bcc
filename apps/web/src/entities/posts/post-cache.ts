import type { Post, PostComment } from '@create-together/contract';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { PostPage } from './api/get-posts';
import { type PostListParams, postKeys } from './post-keys';

type PostFeed = { posts: Post[] };

/** Runs `change` over the posts of every cached list (each page) and feed. */
function updateAll(client: QueryClient, change: (posts: Post[]) => Post[]) {
  client.setQueriesData<InfiniteData<PostPage>>({ queryKey: postKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, posts: change(page.posts) })) } : data,
  );
  client.setQueriesData<PostFeed>({ queryKey: postKeys.feeds() }, (data) =>
    data ? { ...data, posts: change(data.posts) } : data,
  );
}

/** Applies `patch` to the post wherever it is shown. */
export function patchPost(client: QueryClient, postId: string, patch: (post: Post) => Post) {
  updateAll(client, (posts) => posts.map((post) => (post.postId === postId ? patch(post) : post)));
}

/** Takes a deleted post out of every list and feed. */
export function dropPost(client: QueryClient, postId: string) {
  updateAll(client, (posts) => posts.filter((post) => post.postId !== postId));
}

/** Whether a new post belongs at the top of this list: newest first, no search, and its author and project. */
function topOf(params: PostListParams, post: Post) {
  return (
    !params.q &&
    (params.sort ?? 'recent') === 'recent' &&
    (!params.authorId || params.authorId === post.author.userId) &&
    (!params.projectId || params.projectId === post.project?.projectId)
  );
}

const prepend = (post: Post, posts: Post[]) => [post, ...posts.filter((p) => p.postId !== post.postId)];

/**
 * A new post goes to the top of every newest-first list it belongs to and of every feed; other
 * lists (searches, most popular) may now hold it somewhere: they refetch when next shown.
 */
export function addPost(client: QueryClient, post: Post) {
  for (const [key, data] of client.getQueriesData<InfiniteData<PostPage>>({ queryKey: postKeys.lists() })) {
    const params = (key as QueryKey)[2] as PostListParams;
    const [first, ...rest] = data?.pages ?? [];
    if (data && first && topOf(params, post)) {
      client.setQueryData<InfiniteData<PostPage>>(key, {
        ...data,
        pages: [{ ...first, posts: prepend(post, first.posts) }, ...rest],
      });
    } else {
      void client.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
    }
  }
  client.setQueriesData<PostFeed>({ queryKey: postKeys.feeds() }, (data) =>
    data ? { ...data, posts: prepend(post, data.posts) } : data,
  );
}

/** Keeps a post's comment thread and its count in step: `change` the thread, move the count by `delta`. */
export function patchPostComments(
  client: QueryClient,
  postId: string,
  change: (comments: PostComment[]) => PostComment[],
  delta: 1 | -1,
) {
  client.setQueryData<PostComment[]>(postKeys.comments(postId), (comments) =>
    comments ? change(comments) : comments,
  );
  patchPost(client, postId, (post) => ({ ...post, comments: Math.max(0, post.comments + delta) }));
}

/**
 * The project's posts changed (one published, deleted, liked or commented on): its lists are read
 * again, and that post's comments. `onlyLoaded`: leave alone what is still loading (it is being
 * read now).
 */
export function reloadProjectPosts(
  client: QueryClient,
  projectId: string,
  { postId, onlyLoaded = false }: { postId?: string; onlyLoaded?: boolean } = {},
): void {
  void client.invalidateQueries({
    queryKey: postKeys.lists(),
    // Any list of the project's posts, whatever its order or search.
    predicate: (query) =>
      (query.queryKey[2] as PostListParams | undefined)?.projectId === projectId &&
      (!onlyLoaded || query.state.data !== undefined),
  });
  if (postId) void client.invalidateQueries({ queryKey: postKeys.comments(postId), exact: true });
}
