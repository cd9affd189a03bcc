import { UserPlus } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

// The route module of the single-project pages (app/routes.tsx loads it lazily by these names).
export { CompleteProjectPage } from './complete-project-page';
export { ProjectPage } from './project-detail-page';
export { EditProjectPage, NewProjectPage } from './project-form-pages';

/** /projects/{id}/invite — a placeholder of SPEC.md §2.3. */
export function ProjectInvitePage() {
  return (
    <ComingSoon title="Invite to Project" icon={UserPlus} message="Project invitations are coming soon." />
  );
}
