import { useQuery } from '@tanstack/react-query';
import { FolderPlus } from 'lucide-react';
import { Link } from 'react-router';
import { ProjectCard } from '@/components/projects/project-card';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { myProjectsQueryOptions } from '@/lib/projects';

/** "Your projects" on /profile: what you own or joined (GET /api/me/projects). */
export function OwnProjects() {
  const query = useQuery(myProjectsQueryOptions());
  return (
    <section aria-labelledby="profile-projects" className="flex flex-col gap-4">
      <h2 id="profile-projects" className="text-lg font-semibold text-ink">
        Your projects
      </h2>
      {query.isPending ? (
        <Spinner label="Loading your projects..." showLabel className="py-6" />
      ) : query.isError ? (
        <LoadError
          message="Could not load your projects."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
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
