import { Compass, Newspaper, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SegmentedToggle } from '@/components/ui/filter-chips';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { SortSelect } from '@/components/ui/sort-select';
import {
  EXPLORE_CONTENT_TYPES,
  EXPLORE_DEFAULTS,
  EXPLORE_SEARCH_PLACEHOLDER,
  EXPLORE_SORT_OPTIONS,
  type ExploreContentType,
  type ExploreSort,
} from './explore-constants';

function pick<T extends string>(value: string | null, options: ReadonlyArray<{ value: T }>, fallback: T): T {
  return options.find((option) => option.value === value)?.value ?? fallback;
}

/** Explore: the filters live in the address (?q=, ?type=, ?sort=) so a search can be shared. */
export function ExplorePage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const contentType = pick<ExploreContentType>(
    params.get('type'),
    EXPLORE_CONTENT_TYPES,
    EXPLORE_DEFAULTS.contentType,
  );
  const sortBy = pick<ExploreSort>(params.get('sort'), EXPLORE_SORT_OPTIONS, EXPLORE_DEFAULTS.sortBy);

  const update = (key: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!value || value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const isProjects = contentType === 'projects';

  return (
    <>
      <PageHeader
        title="Explore"
        description="Discover projects and posts from creators looking for collaborators."
        actions={
          <Link to="/projects/new" className={buttonClass('primary')}>
            <Plus aria-hidden className="size-4" />
            Start a project
          </Link>
        }
      />
      <div className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchField
          label="Search projects"
          placeholder={EXPLORE_SEARCH_PLACEHOLDER}
          value={query}
          onChange={(value) => update('q', value, '')}
          className="lg:max-w-sm lg:flex-1"
        />
        <div className="flex flex-wrap items-center justify-between gap-3 lg:ml-auto lg:justify-end">
          <SegmentedToggle
            label="Show"
            options={EXPLORE_CONTENT_TYPES}
            value={contentType}
            onChange={(value) => update('type', value, EXPLORE_DEFAULTS.contentType)}
          />
          <SortSelect
            options={EXPLORE_SORT_OPTIONS}
            value={sortBy}
            onChange={(value) => update('sort', value, EXPLORE_DEFAULTS.sortBy)}
          />
        </div>
      </div>
      {isProjects ? (
        <EmptyState
          icon={Compass}
          title={query ? 'No projects match your search' : 'No projects to explore yet'}
          action={
            <Link to="/projects/new" className={buttonClass('secondary')}>
              Start the first one
            </Link>
          }
        >
          {query
            ? 'Try other words, or start the project you were looking for.'
            : 'Public projects will show up here as creators start them.'}
        </EmptyState>
      ) : (
        <EmptyState icon={Newspaper} title={query ? 'No posts match your search' : 'No posts yet'}>
          Posts from creators will show up here.
        </EmptyState>
      )}
    </>
  );
}
