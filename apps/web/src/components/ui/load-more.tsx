import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { buttonClass } from './button';

interface NextPageState {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: () => unknown;
}

/**
 * The foot of a paged list: "Load more" (and its retry when a page failed, with what went wrong),
 * or `end` once every page is in.
 */
export function LoadMore({
  query,
  failed,
  end,
  className,
}: {
  query: NextPageState;
  /** Says what could not be loaded, e.g. "More projects could not be loaded". */
  failed: string;
  /** Shown after the last page (when there was more than one), or nothing. */
  end?: ReactNode;
  className?: string;
}) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
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
      ) : end ? (
        <p className="text-sm text-ink-faint">{end}</p>
      ) : null}
    </div>
  );
}
