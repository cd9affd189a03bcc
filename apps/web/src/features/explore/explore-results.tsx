import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Compass, SearchX } from 'lucide-react';
import { useDeferredValue, useId } from 'react';
import { Link } from 'react-router';
import { ProjectCard } from '@/components/projects/project-card';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAfterFirstScreen } from '@/components/ui/first-screen';
import { LoadError } from '@/components/ui/load-error';
import { InfiniteLoadMore } from '@/components/ui/load-more';
import { type ProjectListParams, projectListQueryOptions } from '@/entities/projects';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';
import { uniqueBy } from '@/lib/unique-by';
import { ProjectGridSkeleton } from './explore-states';

/**
 * The cards drawn before the first screen has painted: two rows of the widest grid, more than a
 * phone shows. The rest of the page follows at once after it (rendering 24 cards on a phone's CPU
 * would delay that paint for cards nobody sees yet).
 */
const FIRST_SCREEN_CARDS = 6;

/** The project grid: the first page, then more as the user scrolls (or presses "Load more"). */
export function ExploreResults({
  params,
  narrowed,
  onClear,
}: {
  params: ProjectListParams;
  /** A search or filter is on: an empty result offers to clear it. */
  narrowed: boolean;
  onClear: () => void;
}) {
  const query = useInfiniteQuery({ ...projectListQueryOptions(params), placeholderData: keepPreviousData });
  const headingId = useId();
  // The cards are drawn in a transition: a page of 24 is React's longest piece of work here, and a
  // transition lets a phone handle a tap (or paint) between cards instead of after all of them.
  const data = useDeferredValue(query.data);
  const projects = uniqueBy(data?.pages.flatMap((page) => page.projects) ?? [], (p) => p.id);
  const pending = query.isPending || (data === undefined && query.data !== undefined);
  const firstScreenDone = useAfterFirstScreen(true);

  const announcement = pending
    ? 'Loading projects…'
    : query.isError && !query.data
      ? ''
      : projects.length === 0
        ? 'No projects found.'
        : `Showing ${plural(projects.length, 'project')}${query.hasNextPage ? ', more available' : ''}.`;

  return (
    <section aria-labelledby={headingId} aria-busy={query.isFetching && !query.isFetchingNextPage}>
      <h2 id={headingId} className="sr-only">
        Projects
      </h2>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {pending ? (
        <ProjectGridSkeleton />
      ) : query.isError && !query.data ? (
        <LoadError
          title="Projects could not be loaded"
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : projects.length === 0 ? (
        narrowed ? (
          <EmptyState
            icon={SearchX}
            title="No projects match your search"
            action={
              <button type="button" onClick={onClear} className={buttonClass('secondary')}>
                Clear search and filters
              </button>
            }
          >
            Try other words or fewer filters — or start the project you were looking for.
          </EmptyState>
        ) : (
          <EmptyState
            icon={Compass}
            title="No projects to explore yet"
            action={
              <Link to="/projects/new" className={buttonClass('secondary')}>
                Start the first one
              </Link>
            }
          >
            Public projects will show up here as creators start them.
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
            {(firstScreenDone ? projects : projects.slice(0, FIRST_SCREEN_CARDS)).map((project, index) => (
              // A card far from the screen is laid out and painted only when it comes near (about a
              // card's height until then): the browser's style and layout work after the first
              // screen shrinks to the cards in sight.
              <li
                key={project.id}
                className="flex [contain-intrinsic-block-size:auto_26rem] [content-visibility:auto]"
              >
                {/* The first card's cover is a phone's largest paint: it need not wait its turn, and
                    the others wait until the grid has painted. */}
                <ProjectCard
                  project={project}
                  className="flex-1"
                  priority={index === 0}
                  coverAfterFirstPaint={index > 0}
                />
              </li>
            ))}
          </ul>
          <InfiniteLoadMore
            className="mt-8"
            query={query}
            failed="More projects could not be loaded"
            end={`That's every project — ${plural(projects.length, 'project')}.`}
          />
        </>
      )}
    </section>
  );
}
