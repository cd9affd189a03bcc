import { Plus, SearchX, UsersRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { InfiniteLoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { SortSelect } from '@/components/ui/sort-select';
import { useCollectiveList } from '@/entities/collectives';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';
import { uniqueBy } from '@/lib/unique-by';
import { CollectiveCard, CollectiveGridSkeleton } from './collective-card';
import {
  COLLECTIVE_SORT_OPTIONS,
  COLLECTIVES_SEARCH_LABEL,
  COLLECTIVES_SEARCH_MAX,
  COLLECTIVES_SEARCH_PLACEHOLDER,
} from './collectives-constants';
import { useCollectivesParams } from './use-collectives-params';

/** /collectives (public): every collective, searched and sorted, a page at a time as you scroll. */
export function CollectivesPage() {
  const { params, update, searchDraft, setSearchDraft, clearSearch } = useCollectivesParams();
  const query = useCollectiveList(params);
  const headingId = useId();
  const collectives = uniqueBy(
    query.data?.pages.flatMap((page) => page.collectives) ?? [],
    (c) => c.collectiveId,
  );
  const count = (n: number) => plural(n, 'collective');

  const announcement = query.isPending
    ? 'Loading collectives…'
    : query.isError && !query.data
      ? ''
      : collectives.length === 0
        ? 'No collectives found.'
        : `Showing ${count(collectives.length)}${query.hasNextPage ? ', more available' : ''}.`;

  return (
    <>
      <PageHeader
        title="Collectives"
        description="Groups of creators who make things together. Find your people, join in, and bring your projects."
        actions={
          <Link to="/collectives/create" className={buttonClass('secondary')}>
            <Plus aria-hidden className="size-4" />
            Create Collective
          </Link>
        }
      />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchField
          label={COLLECTIVES_SEARCH_LABEL}
          placeholder={COLLECTIVES_SEARCH_PLACEHOLDER}
          value={searchDraft}
          onChange={setSearchDraft}
          maxLength={COLLECTIVES_SEARCH_MAX}
          className="sm:max-w-sm sm:flex-1"
        />
        <SortSelect
          options={COLLECTIVE_SORT_OPTIONS}
          value={params.sort}
          onChange={(sort) => update({ sort })}
        />
      </div>
      <section aria-labelledby={headingId} aria-busy={query.isFetching && !query.isFetchingNextPage}>
        <h2 id={headingId} className="sr-only">
          All collectives
        </h2>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {query.isPending ? (
          <CollectiveGridSkeleton />
        ) : query.isError && !query.data ? (
          <LoadError
            title="Collectives could not be loaded"
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : collectives.length === 0 ? (
          params.q ? (
            <EmptyState
              icon={SearchX}
              title="No collectives match your search"
              action={
                <button type="button" onClick={clearSearch} className={buttonClass('secondary')}>
                  Clear search
                </button>
              }
            >
              Try another name, genre or instrument.
            </EmptyState>
          ) : (
            <EmptyState icon={UsersRound} title="No collectives yet">
              Collectives will be listed here once creators start them.
            </EmptyState>
          )
        ) : (
          <>
            <ul
              className={cn(
                'grid gap-4 transition-opacity sm:grid-cols-2 xl:grid-cols-3',
                query.isPlaceholderData && 'opacity-60',
              )}
            >
              {collectives.map((collective) => (
                <li key={collective.collectiveId} className="flex min-w-0">
                  <CollectiveCard collective={collective} className="flex-1" />
                </li>
              ))}
            </ul>
            <InfiniteLoadMore
              className="mt-8"
              query={query}
              failed="More collectives could not be loaded"
              end={`That's every collective — ${count(collectives.length)}.`}
            />
          </>
        )}
      </section>
    </>
  );
}
