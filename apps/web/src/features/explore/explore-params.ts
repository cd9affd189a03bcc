import type { PostSort } from '@create-together/contract';
import {
  EXPLORE_CONTENT_TYPES,
  EXPLORE_DEFAULTS,
  EXPLORE_SKILLS_MAX,
  EXPLORE_SORT_OPTIONS,
  EXPLORE_STATUS_OPTIONS,
  EXPLORE_TYPE_OPTIONS,
  type ExploreState,
} from './explore-constants';

function pick<T extends string>(value: string | null, options: ReadonlyArray<{ value: T }>, fallback: T): T {
  return options.find((option) => option.value === value)?.value ?? fallback;
}

/** Splits "a, b,,A" into ["a", "b"]: trimmed, no blanks, no case-insensitive repeats. */
export function parseSkillList(text: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const raw of text.split(',')) {
    const skill = raw.trim();
    const key = skill.toLowerCase();
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    skills.push(skill);
  }
  return skills.slice(0, EXPLORE_SKILLS_MAX);
}

/**
 * The explore state from the address: ?q=&sort=&type=&status=&skills=a,b&view=posts. Unknown
 * values fall back to the defaults, so an edited or old link still opens.
 */
export function parseExploreParams(params: URLSearchParams): ExploreState {
  return {
    contentType: pick(params.get('view'), EXPLORE_CONTENT_TYPES, EXPLORE_DEFAULTS.contentType),
    sortBy: pick(params.get('sort'), EXPLORE_SORT_OPTIONS, EXPLORE_DEFAULTS.sortBy),
    viewMode: 'grid',
    searchQuery: (params.get('q') ?? '').trim(),
    filters: {
      type: pick(params.get('type'), EXPLORE_TYPE_OPTIONS, EXPLORE_DEFAULTS.filters.type),
      status: pick(params.get('status'), EXPLORE_STATUS_OPTIONS, EXPLORE_DEFAULTS.filters.status),
      skills: parseSkillList(params.get('skills') ?? ''),
    },
  };
}

/** The address for a state; defaults are left out, so the plain page is just /explore. */
export function exploreSearchParams(state: ExploreState): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.searchQuery.trim();
  if (q) params.set('q', q);
  if (state.sortBy !== EXPLORE_DEFAULTS.sortBy) params.set('sort', state.sortBy);
  if (state.filters.type !== EXPLORE_DEFAULTS.filters.type) params.set('type', state.filters.type);
  if (state.filters.status !== EXPLORE_DEFAULTS.filters.status) params.set('status', state.filters.status);
  if (state.filters.skills.length > 0) params.set('skills', state.filters.skills.join(','));
  if (state.contentType !== EXPLORE_DEFAULTS.contentType) params.set('view', state.contentType);
  return params;
}

/** The posts' order for a state: "Most Contributors" means nothing for posts, so it reads as newest. */
export function postSortOf(state: ExploreState): PostSort {
  return state.sortBy === 'contributors' ? 'recent' : state.sortBy;
}

/** Whether anything narrows the results (so "no results" can offer to clear it). */
export function hasNarrowing(state: ExploreState): boolean {
  return (
    state.searchQuery !== '' ||
    state.filters.type !== 'all' ||
    state.filters.status !== 'all' ||
    state.filters.skills.length > 0
  );
}
