import { type ReactNode, useRef } from 'react';
import { useInfiniteScroll } from '@/hooks/use-infinite-scroll';
import { cn } from '@/lib/cn';
import { buttonClass } from './button';

interface NextPageState {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: () => unknown;
  data?: { pages: readonly unknown[] } | undefined;
}

interface LoadMoreProps {
  query: NextPageState;
  /** Says what could not be loaded, e.g. "More projects could not be loaded". */
  failed: string;
  /** Shown after the last page when there was more than one, e.g. "That's every project — 40 projects.". */
  end?: ReactNode;
  className?: string;
}

/**
 * The foot of a paged list: "Load more" (and its retry when a page failed, with what went wrong),
 * or `end` once every page is in.
 */
export function LoadMore({ query, failed, end, className }: LoadMoreProps) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const severalPages = (query.data?.pages.length ?? 0) > 1;
  return (
    <div className={cn('flex flex-col items-center gap-3', className)}>
      {isFetchNextPageError ? (
        <p role="alert" className="text-sm text-rose-300">
          {failed}: {query.error?.message}
        </p>
      ) : null}
      {hasNextPage ? (
        <button
          type="button"
          onClick={() => void query.fetchNextPage()}
          disabled={isFetchingNextPage}
          className={buttonClass('secondary')}
        >
          {isFetchingNextPage ? 'Loading more…' : isFetchNextPageError ? 'Try again' : 'Load more'}
        </button>
      ) : end && severalPages ? (
        <p className="text-sm text-ink-faint">{end}</p>
      ) : null}
    </div>
  );
}

/**
 * `LoadMore` after an invisible sentinel that asks for the next page as the end of the list nears
 * the viewport; the button stays for a failed page and for browsers without IntersectionObserver.
 */
export function InfiniteLoadMore(props: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { query } = props;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;

  useInfiniteScroll(sentinel, {
    enabled: hasNextPage && !isFetchNextPageError,
    generation: query.data?.pages.length ?? 0,
    onReach: () => {
      if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void query.fetchNextPage();
    },
  });

  return (
    <>
      <div ref={sentinel} aria-hidden className="h-px" />
      <LoadMore {...props} />
    </>
  );
}
