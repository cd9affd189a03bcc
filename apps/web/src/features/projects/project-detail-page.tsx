import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth';
import { useNearScreen } from '@/hooks/use-near-screen';
import { ProjectSkills, ProjectStats, ProjectStory, ProjectTeam, ProjectTimeline } from './project-about';
import { ProjectCredits } from './project-credits';
import { ProjectHero } from './project-hero';
import { useProjectPage } from './use-project-page';

// Posts and comments sit below the project on a phone: their code (post cards, players, the
// comment form) and their requests come when the visitor scrolls near them (or a few seconds
// later), not while the project and its cover are on their way.
const ProjectPosts = lazy(() =>
  import('./project-posts').then((module) => ({ default: module.ProjectPosts })),
);
const ProjectComments = lazy(() =>
  import('./project-comments').then((module) => ({ default: module.ProjectComments })),
);
// Signed in, the page is live; what keeps it so comes after the page, and never for a visitor.
const ProjectLive = lazy(() => import('./project-live').then((module) => ({ default: module.ProjectLive })));

/** The place of a section whose code is on its way: a screen reader hears that it is loading. */
function SectionLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}

/**
 * A section below the project: its place is held until it comes near the screen (or the page has
 * been open a few seconds); only then does it load, and say so.
 */
function SectionWhenNear({ label, children }: { label: string; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearScreen(place);
  if (!near) return <div ref={place} className="min-h-40" />;
  return <Suspense fallback={<SectionLoading label={label} />}>{children}</Suspense>;
}

/**
 * /projects/{id}: a single project (public; members and owners see more). Signed in, it is live:
 * likes, comments, members and details changed on any screen show here at once.
 */
export function ProjectPage() {
  const { id = '' } = useParams();
  const meId = useCurrentUser()?.id ?? null;
  const { project, fallback } = useProjectPage(id);
  if (!project) return fallback;

  return (
    <article className="flex flex-col gap-6">
      <PageTitle title={project.title} />
      {meId ? (
        <Suspense fallback={null}>
          <ProjectLive projectId={project.id} meId={meId} />
        </Suspense>
      ) : null}
      <ProjectHero project={project} />
      {/* Phones read about, details, posts, then comments; wide screens keep the details beside them. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_auto_1fr]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <ProjectStory project={project} />
        </div>
        <aside
          aria-label="Project details"
          className="flex flex-col gap-6 lg:col-start-2 lg:row-span-3 lg:row-start-1"
        >
          <ProjectStats project={project} />
          <ProjectTimeline project={project} />
          <ProjectSkills project={project} />
          <ProjectTeam project={project} />
          <ProjectCredits projectId={project.id} />
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <SectionWhenNear label="Loading posts...">
            <ProjectPosts project={project} />
          </SectionWhenNear>
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-3">
          <SectionWhenNear label="Loading comments...">
            <ProjectComments projectId={project.id} />
          </SectionWhenNear>
        </div>
      </div>
    </article>
  );
}
