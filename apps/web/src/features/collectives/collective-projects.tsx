import { FolderKanban } from 'lucide-react';
import { ProjectCard } from '@/components/projects/project-card';
import { PageSection, QuietEmpty } from '@/components/ui/page-section';
import type { ClientProject } from '@/entities/projects';

/**
 * The projects made in it that you may see, as every project grid shows them; when there are none,
 * those who may add theirs are told how.
 */
export function CollectiveProjects({
  projects,
  canAddProjects,
}: {
  projects: ClientProject[];
  canAddProjects: boolean;
}) {
  return (
    <PageSection title="Projects" description="What members are making together.">
      {projects.length === 0 ? (
        <QuietEmpty icon={FolderKanban}>
          {canAddProjects
            ? 'No projects here yet. Projects you own can be added to the collectives you are in.'
            : 'No projects here yet.'}
        </QuietEmpty>
      ) : (
        <ul aria-label="Projects" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id} className="flex min-w-0">
              <ProjectCard project={project} className="flex-1" />
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
