import type { CollectiveSort } from '@create-together/contract';

/** What a list of collectives was asked for: the search text (trimmed) and the sort. */
export interface CollectiveListParams {
  q: string;
  sort: CollectiveSort;
}

/** One key factory for the collectives' queries, so joining and leaving refresh exactly these. */
export const collectiveKeys = {
  all: ['collectives'] as const,
  lists: () => [...collectiveKeys.all, 'list'] as const,
  list: (params: CollectiveListParams) => [...collectiveKeys.lists(), params] as const,
  details: () => [...collectiveKeys.all, 'detail'] as const,
  detail: (id: string) => [...collectiveKeys.details(), id] as const,
};
