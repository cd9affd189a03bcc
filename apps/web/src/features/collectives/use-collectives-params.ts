import type { CollectiveSort } from '@create-together/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CollectiveListParams } from '@/entities/collectives';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import {
  COLLECTIVE_SORT_OPTIONS,
  COLLECTIVES_DEFAULT_SORT,
  COLLECTIVES_SEARCH_DEBOUNCE_MS,
  COLLECTIVES_SEARCH_MAX,
  COLLECTIVES_SEARCH_PARAM,
  COLLECTIVES_SORT_PARAM,
} from './collectives-constants';

/** One of the page's sorts (relevance is the top bar's, not offered here). */
const isSort = (value: string | null): value is CollectiveSort =>
  COLLECTIVE_SORT_OPTIONS.some((option) => option.value === value);

/** The list's search and sort as the address has them (an unknown sort is the default). */
export function parseCollectiveParams(params: URLSearchParams): CollectiveListParams {
  const sort = params.get(COLLECTIVES_SORT_PARAM);
  return {
    q: (params.get(COLLECTIVES_SEARCH_PARAM) ?? '').trim().slice(0, COLLECTIVES_SEARCH_MAX),
    sort: isSort(sort) ? sort : COLLECTIVES_DEFAULT_SORT,
  };
}

function searchParamsOf({ q, sort }: CollectiveListParams): URLSearchParams {
  const next = new URLSearchParams();
  if (q) next.set(COLLECTIVES_SEARCH_PARAM, q);
  if (sort !== COLLECTIVES_DEFAULT_SORT) next.set(COLLECTIVES_SORT_PARAM, sort);
  return next;
}

/**
 * The list's state lives in the address, so reload, back and shared links show the same list. A
 * sort adds a history entry; the search box settles first and replaces the entry, so typing does
 * not fill the history.
 */
export function useCollectivesParams() {
  const [address, setAddress] = useSearchParams();
  const params = parseCollectiveParams(address);

  const update = useCallback(
    (patch: Partial<CollectiveListParams>, replace = false) =>
      setAddress((current) => searchParamsOf({ ...parseCollectiveParams(current), ...patch }), {
        replace,
        preventScrollReset: true,
      }),
    [setAddress],
  );

  // The box's own text runs ahead of the address by the debounce.
  const [searchDraft, setSearchDraft] = useState(params.q);
  const settled = useDebouncedValue(searchDraft.trim(), COLLECTIVES_SEARCH_DEBOUNCE_MS);
  const committed = useRef(params.q);

  // The address changed under us (back/forward, a link): show its search.
  useEffect(() => {
    if (params.q === committed.current) return;
    committed.current = params.q;
    setSearchDraft(params.q);
  }, [params.q]);

  useEffect(() => {
    if (settled === committed.current || settled !== searchDraft.trim()) return;
    committed.current = settled;
    update({ q: settled }, true);
  }, [settled, searchDraft, update]);

  const clearSearch = () => {
    committed.current = '';
    setSearchDraft('');
    update({ q: '' });
  };

  return { params, update, searchDraft, setSearchDraft, clearSearch };
}
