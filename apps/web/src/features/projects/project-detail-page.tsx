import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-header';
import { ProjectSkills, ProjectStats, ProjectStory, ProjectTeam, ProjectTimeline } from './project-about';
import { ProjectComments } from './project-comments';
import { ProjectHero } from './project-hero';
import { ProjectPosts } from './project-posts';
import { useProjectPage } from './use-project-page';

/** /projects/{id}: a single project (public; members and owners see more). */
export function ProjectPage() {
  const { id = '' } = useParams();
  const { project, fallback } = useProjectPage(id);
  if (!project) return fallback;

  return (
    <article className="flex flex-col gap-6">
      <PageTitle title={project.title} />
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
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <ProjectPosts project={project} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-3">
          <ProjectComments projectId={project.id} />
        </div>
      </div>
    </article>
  );
}
