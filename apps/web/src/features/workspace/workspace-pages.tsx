import { PenLine } from 'lucide-react';
import { useParams } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon';
import { DefaultWorkspace } from './default-workspace';
import { ProjectWorkspace } from './project-workspace';
import { DEFAULT_WORKSPACE_ID } from './workspace-constants';

/**
 * /workspace/{id} (guarded): a project's workspace. `/workspace/default` (the side menu's link)
 * opens the most recently updated of the user's projects.
 */
export function WorkspacePage() {
  const { id = DEFAULT_WORKSPACE_ID } = useParams();
  if (id === DEFAULT_WORKSPACE_ID) return <DefaultWorkspace />;
  // A new id is a new page: no editor state or search carries over from another project.
  return <ProjectWorkspace key={id} projectId={id} />;
}

/** /workspace/new — the project create/edit form (guarded). */
export function WorkspaceNewPage() {
  return (
    <ComingSoon title="New Workspace Project" icon={PenLine} message="Creating projects is coming soon." />
  );
}
