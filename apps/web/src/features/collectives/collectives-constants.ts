import type { CollectiveSort } from '@create-together/contract';

/** The list's state in the address: `?q=…&sort=…` (the default sort is left out). */
export const COLLECTIVES_SEARCH_PARAM = 'q';
export const COLLECTIVES_SORT_PARAM = 'sort';
export const COLLECTIVES_DEFAULT_SORT: CollectiveSort = 'members';
export const COLLECTIVES_SEARCH_DEBOUNCE_MS = 300;
export const COLLECTIVES_SEARCH_MAX = 100;

export const COLLECTIVES_SEARCH_LABEL = 'Search collectives';
export const COLLECTIVES_SEARCH_PLACEHOLDER = 'Search collectives...';

export const COLLECTIVE_SORT_OPTIONS: ReadonlyArray<{ value: CollectiveSort; label: string }> = [
  { value: 'members', label: 'Most members' },
  { value: 'newest', label: 'Newest' },
  { value: 'name', label: 'Name (A–Z)' },
];

/** How many tags a card shows before "+n". */
export const CARD_TAGS_SHOWN = 3;

export const COLLECTIVE_MESSAGES = {
  founderStays: 'As the founder, you stay with your collective.',
  leaveTitle: (name: string) => `Leave ${name}?`,
  leaveDescription: 'Your projects in this collective leave it with you. You can join again at any time.',
} as const;
