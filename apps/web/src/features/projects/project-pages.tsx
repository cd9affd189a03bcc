import { FilePlus2, FolderOpen, PartyPopper, PenLine, UserPlus } from 'lucide-react';
import { useParams } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon';

/** /projects/new — the New Project form arrives with the projects feature. */
export function NewProjectPage() {
  return (
    <ComingSoon
      title="New Project"
      icon={FilePlus2}
      message="Creating projects is coming soon: give it a name, a type and the skills you need, then invite collaborators."
    />
  );
}

/** /projects/edit/{id} — the same form, for an existing project. */
export function EditProjectPage() {
  return <ComingSoon title="Edit Project" icon={PenLine} message="Editing projects is coming soon." />;
}

/** /projects/{id} */
export function ProjectPage() {
  const { id } = useParams();
  return (
    <ComingSoon
      title="Project"
      icon={FolderOpen}
      eyebrow={id ? `Project ${id}` : 'Project'}
      message="Project pages are coming soon."
    />
  );
}

/** /projects/{projectId}/complete */
export function CompleteProjectPage() {
  return (
    <ComingSoon title="Complete Project" icon={PartyPopper} message="Project completion is coming soon." />
  );
}

/** /projects/{id}/invite — a placeholder of SPEC.md §2.3. */
export function ProjectInvitePage() {
  return (
    <ComingSoon title="Invite to Project" icon={UserPlus} message="Project invitations are coming soon." />
  );
}
