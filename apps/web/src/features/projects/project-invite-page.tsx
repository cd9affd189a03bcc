import { UserPlus } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

/** /projects/{id}/invite — a placeholder of SPEC.md §2.3. */
export function ProjectInvitePage() {
  return (
    <ComingSoon title="Invite to Project" icon={UserPlus} message="Project invitations are coming soon." />
  );
}
