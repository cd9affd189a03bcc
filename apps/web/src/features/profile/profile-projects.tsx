import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { FolderKanban, FolderPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProjectCard } from '@/components/projects/project-card';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { type ClientProject, myProjectsQueryOptions, userProjectsQueryOptions } from '@/entities/projects';

/** A profile's grid of projects, with its loading, failure and empty states. */
function ProjectsSection({
  id,
  title,
  query,
  empty,
}: {
  id: string;
  title: string;
  query: UseQueryResult<ClientProject[]>;
  empty: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {query.isPending ? (
        <Spinner label="Loading projects..." showLabel className="py-6" />
      ) : query.isError ? (
        <LoadError
          message="Could not load the projects."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        empty
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {query.data.map((project) => (
            <li key={project.id} className="flex">
              <ProjectCard project={project} className="flex-1" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Your projects" on /profile: what you own or joined, private ones too (GET /api/me/projects). */
export function OwnProjects() {
  const query = useQuery(myProjectsQueryOptions());
  return (
    <ProjectsSection
      id="profile-projects"
      title="Your projects"
      query={query}
      empty={
        <EmptyState
          icon={FolderPlus}
          title="No projects yet"
          action={
            <Link to="/projects/new" className={buttonClass('primary')}>
              Start a project
            </Link>
          }
        >
          Start one, or join one from Explore.
        </EmptyState>
      }
    />
  );
}

/** Someone's projects on their profile: the ones you may see (GET /api/users/{id}/projects). */
export function UserProjects({ userId, name }: { userId: string; name: string }) {
  const query = useQuery(userProjectsQueryOptions(userId));
  return (
    <ProjectsSection
      id="profile-projects"
      title="Projects"
      query={query}
      empty={
        <EmptyState icon={FolderKanban} title="No projects to show">
          {name} has not started or joined a public project yet.
        </EmptyState>
      }
    />
  );
}
