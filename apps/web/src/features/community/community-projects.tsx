import { FolderPlus, LogIn, Sparkles } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { ProjectCard } from '@/components/projects/project-card';
import { buttonClass } from '@/components/ui/button';
import { PageSection, QuietEmpty } from '@/components/ui/page-section';
import type { ClientProject } from '@/entities/projects';
import { loginPathFor } from '@/lib/safe-redirect';

/** Why these projects: the server matches your skills when you are signed in and have some. */
function useHeading(viewer: { skills: string[] } | null) {
  const location = useLocation();
  if (viewer && viewer.skills.length > 0)
    return {
      title: 'Projects looking for your skills',
      description: `Public projects that need ${viewer.skills.slice(0, 3).join(', ')}${viewer.skills.length > 3 ? '…' : ''} and that you have not joined yet.`,
    };
  const prompt = viewer ? (
    <>
      <Link to="/profile/edit" className="font-medium text-accent-300 hover:text-accent-200">
        Add your skills
      </Link>{' '}
      to see projects that need them.
    </>
  ) : (
    <>
      <Link
        to={loginPathFor(location.pathname, location.search)}
        className="inline-flex items-center gap-1 font-medium text-accent-300 hover:text-accent-200"
      >
        <LogIn aria-hidden className="size-3.5" />
        Sign in
      </Link>{' '}
      to see projects that need your skills.
    </>
  );
  return { title: 'Newest projects', description: <>The latest public projects. {prompt}</> };
}

function GridSkeleton() {
  return (
    <ul aria-hidden className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((n) => (
        <li key={n} className="h-64 animate-pulse rounded-2xl border border-line bg-surface" />
      ))}
    </ul>
  );
}

/** Projects to join: for your skills when signed in with some, otherwise the newest public ones. */
export function CommunityProjects({
  projects,
  viewer,
}: {
  projects: ClientProject[] | null;
  viewer: { skills: string[] } | null;
}) {
  const { title, description } = useHeading(viewer);
  return (
    <PageSection title={title} description={description}>
      {projects === null ? (
        <GridSkeleton />
      ) : projects.length === 0 ? (
        <QuietEmpty
          icon={viewer?.skills.length ? Sparkles : FolderPlus}
          action={
            <Link to="/projects/new" className={buttonClass('secondary', 'sm')}>
              Start a project
            </Link>
          }
        >
          No open projects to show right now. Start one, and people with the skills it needs will find it
          here.
        </QuietEmpty>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id} className="flex">
              <ProjectCard project={project} className="flex-1" />
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
