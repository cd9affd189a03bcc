import type { EventHub } from '../../events/event-hub';
import type { ProjectsService } from './service';

/**
 * What other modules' changes do to the projects this process keeps in memory (project-reads.ts):
 * a project whose answer they changed is read again, here and — through `invalidate`'s cache sync
 * — on every other process.
 */
export function projectsSubscribers(events: EventHub, projects: ProjectsService): void {
  const forget = ({ projectId }: { projectId: string }) => projects.invalidate(projectId);
  // A merge and a save change the main content every project answer carries.
  events.onCommitted('ContributionMerged', forget);
  events.onCommitted('WorkspaceChanged', forget);
  // Live edits reach the stored text a few seconds behind the screens (documents module).
  events.onCommitted('MainContentSaved', forget);
  // A deleted file was some projects' cover; a deleted account owned, joined or counted in some.
  const forgetAll = ({ projectIds }: { projectIds: string[] }) => {
    for (const projectId of projectIds) projects.invalidate(projectId);
  };
  events.onCommitted('MediaDeleted', forgetAll);
  events.onCommitted('AccountDeleted', forgetAll);
}
