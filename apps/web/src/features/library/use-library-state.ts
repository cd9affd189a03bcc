import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LIBRARY_CATEGORIES, LIBRARY_SEARCH_DEBOUNCE_MS, type LibraryCategory } from './library-constants';

const parseCategory = (value: string | null): LibraryCategory =>
  LIBRARY_CATEGORIES.find((category) => category.value === value)?.value ?? 'all';

/**
 * The category and search live in the address (?category=audio&q=…), so reload, back and shared
 * links show the same list. The search box runs ahead of the address by a debounce and replaces
 * the current entry, so typing does not fill the history.
 */
export function useLibraryState() {
  const [params, setParams] = useSearchParams();
  const category = parseCategory(params.get('category'));
  const q = (params.get('q') ?? '').trim();

  const update = useCallback(
    (change: { category?: LibraryCategory; q?: string }, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const nextCategory = change.category ?? parseCategory(current.get('category'));
          const nextQ = change.q ?? current.get('q') ?? '';
          if (nextCategory === 'all') next.delete('category');
          else next.set('category', nextCategory);
          if (nextQ.trim()) next.set('q', nextQ.trim());
          else next.delete('q');
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );

  const [searchDraft, setSearchDraft] = useState(q);
  const committed = useRef(q);

  // The address changed under us (back/forward, a link): show its search.
  useEffect(() => {
    if (q === committed.current) return;
    committed.current = q;
    setSearchDraft(q);
  }, [q]);

  useEffect(() => {
    const next = searchDraft.trim();
    if (next === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = next;
      update({ q: next }, true);
    }, LIBRARY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchDraft, update]);

  return {
    category,
    q,
    searchDraft,
    setSearchDraft,
    setCategory: (next: LibraryCategory) => update({ category: next }),
    clearSearch: () => {
      committed.current = '';
      setSearchDraft('');
      update({ q: '' }, true);
    },
  };
}
