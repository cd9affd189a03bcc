/** SPEC.md §2.2 and §9: /projects search placeholder and sort options (recent, popular, alphabetical). */
export const PROJECTS_SEARCH_PLACEHOLDER = 'Search your projects...';

export const PROJECTS_SORT_OPTIONS = [
  { value: 'recent', label: 'Recent' },
  { value: 'popular', label: 'Popular' },
  { value: 'alphabetical', label: 'Alphabetical' },
] as const;
export type ProjectsSort = (typeof PROJECTS_SORT_OPTIONS)[number]['value'];
