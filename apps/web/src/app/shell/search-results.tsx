import { useQuery } from '@tanstack/react-query';
import { CornerDownLeft, FolderKanban, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { PROJECT_TYPE_LABELS } from '@/components/projects/project-types';
import { fetchProjectPage, projectKeys } from '@/lib/projects';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { PeopleResults } from './people-results';
import { resultLinkClass, SEARCH_DEBOUNCE_MS, SearchSection } from './search-section';

const PROJECT_RESULTS = 5;

export function exploreSearchPath(query: string): string {
  const q = query.trim();
  return q ? `/explore?q=${encodeURIComponent(q)}` : '/explore';
}

/** The top bar's projects, found as the visitor types (the best-liked first). */
function ProjectResults({ query, onNavigate }: { query: string; onNavigate: () => void }) {
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const params = { q, sort: 'popular' as const };
  const results = useQuery({
    queryKey: [...projectKeys.list(params), 'top'],
    queryFn: ({ signal }) => fetchProjectPage(params, null, signal, PROJECT_RESULTS),
    enabled: q.length > 0,
    staleTime: 30_000,
  });
  const projects = results.data?.projects ?? [];

  let hint: string | null = null;
  if (!q) hint = 'Find projects by name, description or skill.';
  else if (results.isPending) hint = 'Searching…';
  else if (results.isError) hint = 'Projects could not be searched just now.';
  else if (projects.length === 0) hint = 'No projects found.';

  return (
    <SearchSection title="Projects" icon={FolderKanban} hint={hint}>
      {projects.map((project) => (
        <li key={project.id}>
          <Link to={`/projects/${project.id}`} onClick={onNavigate} className={resultLinkClass}>
            <span className="truncate">{project.title}</span>
            <span className="shrink-0 text-xs text-ink-faint">{PROJECT_TYPE_LABELS[project.type]}</span>
          </Link>
        </li>
      ))}
    </SearchSection>
  );
}

/**
 * What the dropdown shows: people and projects are searched for real; collectives come with
 * their own issue, so that section says so plainly.
 */
export function SearchPanel({ query, onNavigate }: { query: string; onNavigate: () => void }) {
  const q = query.trim();
  return (
    <div className="flex flex-col gap-1">
      <PeopleResults query={query} onNavigate={onNavigate} />
      <ProjectResults query={query} onNavigate={onNavigate} />
      <SearchSection
        title="Collectives"
        icon={UsersRound}
        hint={q ? 'No collectives found.' : 'Find collectives by name.'}
      />
      {q ? (
        <Link
          to={exploreSearchPath(q)}
          onClick={onNavigate}
          className="mt-1 flex items-center justify-between gap-3 rounded-lg border-t border-line px-2 pt-3 pb-2 text-sm text-accent-300 hover:text-accent-200"
        >
          <span className="truncate">Search all projects for “{q}”</span>
          <CornerDownLeft aria-hidden className="size-4 shrink-0" />
        </Link>
      ) : null}
    </div>
  );
}
