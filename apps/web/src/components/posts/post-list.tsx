import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { InfiniteLoadMore } from '@/components/ui/load-more';
import { type PostListParams, usePostList } from '@/entities/posts';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';
import { PostCard } from './post-card';
import type { PostViewer } from './post-viewer';

/** Where posts will be, while the first page loads. */
export function PostListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul aria-hidden className="flex flex-col gap-4">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <li key={index} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5">
          <div className="flex items-center gap-3">
            <div className="size-9 animate-pulse rounded-full bg-surface-3" />
            <div className="h-4 w-32 animate-pulse rounded bg-surface-3" />
          </div>
          <div className="h-3.5 w-full animate-pulse rounded bg-surface-2" />
          <div className="h-3.5 w-2/3 animate-pulse rounded bg-surface-2" />
        </li>
      ))}
    </ul>
  );
}

/** A quiet line for no posts, in a page that has more on it than the list. */
export function PostsEmptyLine({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-line bg-surface/60 px-4 py-8 text-center text-sm text-ink-muted">
      {children}
    </p>
  );
}

/**
 * Posts by words, order, author or project: the first page, then more as the reader scrolls (or
 * presses "Load more"); `empty` says what to do when there are none.
 */
export function PostList({
  params,
  viewer,
  empty,
  className,
}: {
  params: PostListParams;
  viewer: PostViewer | null;
  empty: ReactNode;
  className?: string;
}) {
  const { query, posts } = usePostList(params);
  const failed = query.isError && !query.data;
  const announcement = query.isPending
    ? 'Loading posts…'
    : failed
      ? ''
      : posts.length === 0
        ? 'No posts found.'
        : `Showing ${plural(posts.length, 'post')}${query.hasNextPage ? ', more available' : ''}.`;

  return (
    <div aria-busy={query.isFetching && !query.isFetchingNextPage} className={className}>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {query.isPending ? (
        <PostListSkeleton />
      ) : failed ? (
        <LoadError
          title="Posts could not be loaded"
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : posts.length === 0 ? (
        empty
      ) : (
        <>
          <ul
            aria-label="Posts"
            className={cn('flex flex-col gap-4 transition-opacity', query.isPlaceholderData && 'opacity-60')}
          >
            {posts.map((post) => (
              <li key={post.postId}>
                <PostCard post={post} viewer={viewer} hideProject={Boolean(params.projectId)} />
              </li>
            ))}
          </ul>
          <InfiniteLoadMore
            className="mt-6"
            query={query}
            failed="More posts could not be loaded"
            end={`That's every post — ${plural(posts.length, 'post')}.`}
          />
        </>
      )}
    </div>
  );
}
