import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { EXPLORE_SEARCH_DEBOUNCE_MS, type ExploreState } from './explore-constants';
import { exploreSearchParams, parseExploreParams } from './explore-params';

export type ExplorePatch = Partial<Omit<ExploreState, 'filters'>> & {
  filters?: Partial<ExploreState['filters']>;
};

/**
 * The explore state lives in the address, so reload, back and shared links show the same page.
 * Choices (sort, filters, Projects/Posts) add a history entry; the search box is debounced and
 * replaces the current entry, so typing does not fill the history.
 */
export function useExploreState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseExploreParams(params), [params]);

  const update = useCallback(
    (patch: ExplorePatch, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const now = parseExploreParams(current);
          return exploreSearchParams({ ...now, ...patch, filters: { ...now.filters, ...patch.filters } });
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      ),
    [setParams],
  );

  // The search box's own text: it runs ahead of the address by the debounce.
  const [searchDraft, setSearchDraft] = useState(state.searchQuery);
  const committed = useRef(state.searchQuery);

  // The address changed under us (back/forward, a link): show its search.
  useEffect(() => {
    if (state.searchQuery === committed.current) return;
    committed.current = state.searchQuery;
    setSearchDraft(state.searchQuery);
  }, [state.searchQuery]);

  // A search still waiting when the visitor follows a link would otherwise land on the next page.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.state !== 'idle' && navigation.location?.pathname !== pathname;

  useEffect(() => {
    const next = searchDraft.trim();
    if (leaving || next === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = next;
      update({ searchQuery: next }, { replace: true });
    }, EXPLORE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchDraft, update, leaving]);

  return { state, update, searchDraft, setSearchDraft };
}
