import { useQuery } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { searchPeople, userKeys } from '@/entities/users';
import { useCurrentUser } from '@/features/auth';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { loginPathFor } from '@/lib/safe-redirect';
import { resultLinkClass, SEARCH_DEBOUNCE_MS, SearchSection, searchHint } from './search-section';

const PEOPLE_RESULTS = 5;

/** The top bar's people, found as the visitor types; only signed-in users may search them. */
export function PeopleResults({ query, onNavigate }: { query: string; onNavigate: () => void }) {
  const signedIn = useCurrentUser() !== null;
  const location = useLocation();
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const results = useQuery({
    queryKey: userKeys.search(q),
    queryFn: ({ signal }) => searchPeople(q, signal),
    enabled: signedIn && q.length > 0,
    staleTime: 30_000,
  });
  const people = (results.data ?? []).slice(0, PEOPLE_RESULTS);

  let hint: ReactNode = null;
  if (!signedIn) {
    hint = (
      <>
        <Link
          to={loginPathFor(location.pathname, location.search)}
          onClick={onNavigate}
          className="font-medium text-accent-300 hover:text-accent-200"
        >
          Sign in
        </Link>{' '}
        to find people.
      </>
    );
  } else {
    hint = searchHint(q, results, people.length, {
      idle: 'Find people by name or username.',
      failed: 'People could not be searched just now.',
      none: 'No people found.',
    });
  }

  return (
    <SearchSection title="People" icon={UserRound} hint={hint}>
      {people.map((person) => {
        const name = person.fullName.trim() || person.username;
        return (
          <li key={person.id}>
            <Link
              to={`/profile/${encodeURIComponent(person.id)}`}
              onClick={onNavigate}
              className={resultLinkClass}
            >
              <span className="flex min-w-0 items-center gap-2">
                <Avatar src={person.avatarUrl} name={name} size="sm" />
                <span className="truncate">{name}</span>
              </span>{' '}
              <span className="shrink-0 text-xs text-ink-faint">@{person.username}</span>
            </Link>
          </li>
        );
      })}
    </SearchSection>
  );
}
