import { useQuery } from '@tanstack/react-query';
import { UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { collectiveKeys, fetchCollectivePage } from '@/entities/collectives';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { plural } from '@/lib/plural';
import { resultLinkClass, SEARCH_DEBOUNCE_MS, SearchSection, searchHint } from './search-section';

const COLLECTIVE_RESULTS = 5;

/** The top bar's collectives, found as the visitor types (the best match of the name first). */
export function CollectiveResults({ query, onNavigate }: { query: string; onNavigate: () => void }) {
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const params = { q, sort: 'relevance' as const };
  const results = useQuery({
    queryKey: [...collectiveKeys.list(params), 'top'],
    queryFn: ({ signal }) => fetchCollectivePage(params, null, signal, COLLECTIVE_RESULTS),
    enabled: q.length > 0,
    staleTime: 30_000,
  });
  const collectives = results.data?.collectives ?? [];

  const hint = searchHint(q, results, collectives.length, {
    idle: 'Find collectives by name.',
    failed: 'Collectives could not be searched just now.',
    none: 'No collectives found.',
  });

  return (
    <SearchSection title="Collectives" icon={UsersRound} hint={hint}>
      {collectives.map((collective) => (
        <li key={collective.collectiveId}>
          <Link
            to={`/collectives/${encodeURIComponent(collective.collectiveId)}`}
            onClick={onNavigate}
            className={resultLinkClass}
          >
            <span className="truncate">{collective.name}</span>{' '}
            <span className="shrink-0 text-xs text-ink-faint">
              {plural(collective.membersCount, 'member')}
            </span>
          </Link>
        </li>
      ))}
    </SearchSection>
  );
}
