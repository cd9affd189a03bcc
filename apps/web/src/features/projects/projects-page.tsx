import { useQuery } from '@tanstack/react-query';
import { FolderKanban, Plus, SearchX } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ProjectCard } from '@/components/projects/project-card';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { SortSelect } from '@/components/ui/sort-select';
import { myProjectsQueryOptions } from '@/entities/projects';
import { plural } from '@/lib/plural';
import { ProjectCardSkeleton } from './project-states';
import {
  PROJECT_MESSAGES,
  PROJECTS_SEARCH_PLACEHOLDER,
  PROJECTS_SORT_OPTIONS,
  type ProjectsSort,
} from './projects-constants';
import { filterProjects, sortProjects } from './projects-list';

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

const newProjectLink = (
  <Link to="/projects/new" className={buttonClass('primary')}>
    <Plus aria-hidden className="size-4" />
    New Project
  </Link>
);

/** /projects: the projects the user started or joined (GET /api/me/projects), searched and sorted here. */
export function ProjectsPage() {
  // The search and sort live in the address, so going back to the list keeps them.
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const sortBy: ProjectsSort =
    PROJECTS_SORT_OPTIONS.find((option) => option.value === params.get('sort'))?.value ?? 'recent';
  const projects = useQuery(myProjectsQueryOptions());

  const update = (key: 'q' | 'sort', value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!value || value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const shown = useMemo(
    () => sortProjects(filterProjects(projects.data ?? [], query), sortBy),
    [projects.data, query, sortBy],
  );
  const total = projects.data?.length ?? 0;

  let body: ReactNode;
  if (projects.isPending) {
    body = (
      <>
        <p role="status" className="sr-only">
          Loading your projects...
        </p>
        <div className={grid}>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
            <ProjectCardSkeleton key={i} />
          ))}
        </div>
      </>
    );
  } else if (projects.isError) {
    body = (
      <LoadError
        message={PROJECT_MESSAGES.fetchMineFailed}
        onRetry={() => void projects.refetch()}
        retrying={projects.isFetching}
      />
    );
  } else if (total === 0) {
    body = (
      <EmptyState icon={FolderKanban} title="No projects yet" action={newProjectLink}>
        Start a project, or join one from Explore. The projects you start or join show up here, most recently
        updated first.
      </EmptyState>
    );
  } else if (shown.length === 0) {
    body = (
      <EmptyState
        icon={SearchX}
        title="No projects match your search"
        action={
          <button type="button" onClick={() => update('q', '', '')} className={buttonClass('secondary')}>
            Clear search
          </button>
        }
      >
        Nothing in your {plural(total, 'project')} mentions “{query.trim()}” in its title, description or
        skills.
      </EmptyState>
    );
  } else {
    body = (
      <ul aria-label="Your projects" className={grid}>
        {shown.map((project) => (
          <li key={project.id} className="flex">
            <ProjectCard project={project} className="w-full" />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader
        title="Projects"
        description="The projects you started and the ones you joined."
        actions={newProjectLink}
      />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchField
          label="Search your projects"
          placeholder={PROJECTS_SEARCH_PLACEHOLDER}
          value={query}
          onChange={(value) => update('q', value, '')}
          className="sm:max-w-sm sm:flex-1"
        />
        <div className="flex items-center justify-between gap-3">
          <p aria-live="polite" className="text-sm whitespace-nowrap text-ink-muted">
            {projects.isSuccess && total > 0
              ? query.trim()
                ? `${shown.length} of ${plural(total, 'project')}`
                : plural(total, 'project')
              : null}
          </p>
          <SortSelect
            options={PROJECTS_SORT_OPTIONS}
            value={sortBy}
            onChange={(v) => update('sort', v, 'recent')}
          />
        </div>
      </div>
      {/* The cards' titles are h3: this names the list between them and the page's h1. */}
      <h2 className="sr-only">Your projects</h2>
      {body}
    </>
  );
}
