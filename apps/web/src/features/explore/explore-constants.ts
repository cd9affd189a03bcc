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

/** Default explore state: contentType projects, sortBy recent. */
export const EXPLORE_DEFAULTS = { contentType: 'projects', sortBy: 'recent' } as const;
