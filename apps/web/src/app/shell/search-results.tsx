import { useQuery } from '@tanstack/react-query';
import { CornerDownLeft, FolderKanban } from 'lucide-react';
import { Link } from 'react-router';
import { PROJECT_TYPE_LABELS } from '@/components/projects/project-types';
import { fetchProjectPage, projectKeys } from '@/entities/projects';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { CollectiveResults } from './collective-results';
import { PeopleResults } from './people-results';
import { resultLinkClass, SEARCH_DEBOUNCE_MS, SearchSection, searchHint } from './search-section';

const PROJECT_RESULTS = 5;

export function exploreSearchPath(query: string): string {
  const q = query.trim();
  return q ? `/explore?q=${encodeURIComponent(q)}` : '/explore';
}

/** The top bar's projects, found as the visitor types (the best match first). */
function ProjectResults({ query, onNavigate }: { query: string; onNavigate: () => void }) {
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const params = { q, sort: 'relevance' as const };
  const results = useQuery({
    queryKey: [...projectKeys.list(params), 'top'],
    queryFn: ({ signal }) => fetchProjectPage(params, null, signal, PROJECT_RESULTS),
    enabled: q.length > 0,
    staleTime: 30_000,
  });
  const projects = results.data?.projects ?? [];

  const hint = searchHint(q, results, projects.length, {
    idle: 'Find projects by name, description or skill.',
    failed: 'Projects could not be searched just now.',
    none: 'No projects found.',
  });

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

/** What the dropdown shows: people, projects and collectives, each searched as the visitor types. */
export function SearchPanel({ query, onNavigate }: { query: string; onNavigate: () => void }) {
  const q = query.trim();
  return (
    <div className="flex flex-col gap-1">
      <PeopleResults query={query} onNavigate={onNavigate} />
      <ProjectResults query={query} onNavigate={onNavigate} />
      <CollectiveResults query={query} onNavigate={onNavigate} />
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
