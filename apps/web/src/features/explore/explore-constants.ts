import type { PostSort, ProjectType } from '@create-together/contract';
import { PROJECT_TYPE_CHOICES, PROJECT_TYPE_LABELS } from '@/components/projects/project-types';

/** SPEC.md §2.1 and §9 "Explore". */
export const EXPLORE_SEARCH_PLACEHOLDER = 'Search projects...';

export const EXPLORE_CONTENT_TYPES = [
  { value: 'projects', label: 'Projects' },
  { value: 'posts', label: 'Posts' },
] as const;
export type ExploreContentType = (typeof EXPLORE_CONTENT_TYPES)[number]['value'];

export const EXPLORE_SORT_OPTIONS = [
  { value: 'recent', label: 'Recently Added' },
  { value: 'popular', label: 'Most Popular' },
  { value: 'contributors', label: 'Most Contributors' },
] as const;
export type ExploreSort = (typeof EXPLORE_SORT_OPTIONS)[number]['value'];

/** Posts have no contributors: their side offers the first two sorts (the API's `recent`, `popular`). */
export const EXPLORE_POST_SORT_OPTIONS = EXPLORE_SORT_OPTIONS.filter(
  (option): option is Extract<(typeof EXPLORE_SORT_OPTIONS)[number], { value: PostSort }> =>
    option.value !== 'contributors',
);
/** Ours: SPEC.md's placeholder names projects, so the Posts side says what it searches. */
export const EXPLORE_POST_SEARCH_PLACEHOLDER = 'Search posts...';

/** Filter by project type: All, then every type the product knows. */
export const EXPLORE_TYPE_OPTIONS: ReadonlyArray<{ value: ProjectType | 'all'; label: string }> = [
  { value: 'all', label: 'All' },
  ...PROJECT_TYPE_CHOICES.map((type) => ({ value: type, label: PROJECT_TYPE_LABELS[type] })),
];
export type ExploreTypeFilter = ProjectType | 'all';

/**
 * Filter by status. SPEC.md §3 shows a server status of `completed` as archived, so "Archived"
 * asks the server for `status=archived`, which our API answers with archived and completed ones.
 */
export const EXPLORE_STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
] as const;
export type ExploreStatusFilter = (typeof EXPLORE_STATUS_OPTIONS)[number]['value'];

/** SPEC.md §3 "Explore filters"; view mode is grid only. */
export interface ExploreState {
  contentType: ExploreContentType;
  sortBy: ExploreSort;
  viewMode: 'grid';
  searchQuery: string;
  filters: { type: ExploreTypeFilter; status: ExploreStatusFilter; skills: string[] };
}

/**
 * SPEC.md §9: default explore state: contentType projects, sortBy recent, view grid, filters type
 * all, status all, skills empty.
 */
export const EXPLORE_DEFAULTS: Readonly<ExploreState> = Object.freeze({
  contentType: 'projects',
  sortBy: 'recent',
  viewMode: 'grid',
  searchQuery: '',
  filters: Object.freeze({ type: 'all', status: 'all', skills: [] }),
});

/** How long typing must pause before the search runs (and lands in the address). */
export const EXPLORE_SEARCH_DEBOUNCE_MS = 300;
/** At most this many skills in the filter, each at most 40 characters (the contract's limit). */
export const EXPLORE_SKILLS_MAX = 10;
export const EXPLORE_SKILL_MAX_CHARS = 40;
