import { Plus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { SegmentedToggle } from '@/components/ui/filter-chips';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { SortSelect } from '@/components/ui/sort-select';
import { PageSpinner } from '@/components/ui/spinner';
import type { ProjectListParams } from '@/entities/projects';
import {
  EXPLORE_CONTENT_TYPES,
  EXPLORE_DEFAULTS,
  EXPLORE_POST_SEARCH_PLACEHOLDER,
  EXPLORE_POST_SORT_OPTIONS,
  EXPLORE_SEARCH_PLACEHOLDER,
  EXPLORE_SORT_OPTIONS,
} from './explore-constants';
import { ExploreFilters } from './explore-filters';
import { hasNarrowing, postSortOf } from './explore-params';
import { ExploreResults } from './explore-results';
import { useExploreState } from './use-explore-state';

// The Posts side (posts, media players, the composer) is code of its own: the Projects side, which
// most visits open on, does not wait for it on a slow connection.
const ExplorePosts = lazy(() =>
  import('./explore-posts').then((module) => ({ default: module.ExplorePosts })),
);

/**
 * /explore (public): public projects (searched, sorted and filtered) or everyone's posts (searched
 * and sorted); the state lives in the address.
 */
export function ExplorePage() {
  const { state, update, searchDraft, setSearchDraft } = useExploreState();
  const isProjects = state.contentType === 'projects';

  const params: ProjectListParams = {
    q: state.searchQuery,
    sort: state.sortBy,
    type: state.filters.type,
    status: state.filters.status,
    skills: state.filters.skills,
  };

  const clear = () =>
    update({
      searchQuery: EXPLORE_DEFAULTS.searchQuery,
      filters: { ...EXPLORE_DEFAULTS.filters, skills: [] },
    });

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
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchField
          label={isProjects ? 'Search projects' : 'Search posts'}
          placeholder={isProjects ? EXPLORE_SEARCH_PLACEHOLDER : EXPLORE_POST_SEARCH_PLACEHOLDER}
          value={searchDraft}
          onChange={setSearchDraft}
          maxLength={200}
          className="lg:max-w-sm lg:flex-1"
        />
        <div className="flex flex-wrap items-center justify-between gap-3 lg:ml-auto lg:justify-end">
          <SegmentedToggle
            label="Show"
            options={EXPLORE_CONTENT_TYPES}
            value={state.contentType}
            onChange={(contentType) => update({ contentType })}
          />
          {isProjects ? (
            <SortSelect
              options={EXPLORE_SORT_OPTIONS}
              value={state.sortBy}
              onChange={(sortBy) => update({ sortBy })}
            />
          ) : (
            <SortSelect
              options={EXPLORE_POST_SORT_OPTIONS}
              value={postSortOf(state)}
              onChange={(sortBy) => update({ sortBy })}
            />
          )}
        </div>
      </div>
      {isProjects ? (
        <>
          <ExploreFilters state={state} onChange={update} onClear={clear} />
          <ExploreResults params={params} narrowed={hasNarrowing(state)} onClear={clear} />
        </>
      ) : (
        <Suspense fallback={<PageSpinner label="Loading posts..." />}>
          <ExplorePosts
            q={state.searchQuery}
            sort={postSortOf(state)}
            onClear={() => update({ searchQuery: EXPLORE_DEFAULTS.searchQuery })}
          />
        </Suspense>
      )}
    </>
  );
}
