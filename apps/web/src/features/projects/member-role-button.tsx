import { PenLine, UserRound } from 'lucide-react';
import { type ClientProject, useSetMemberRole } from '@/entities/projects';
import { cn } from '@/lib/cn';

type Member = ClientProject['contributors'][number];

/**
 * The owner's control beside a member of the team: make them an editor (who writes the main content
 * with the owner), or a contributor again. Shown only when the project's policies allow it; one
 * button, no menu, so a project page loads no menu code for it.
 */
export function MemberRoleButton({ projectId, member }: { projectId: string; member: Member }) {
  const setRole = useSetMemberRole(projectId);
  const editor = member.role === 'editor';
  const next = editor ? 'contributor' : 'editor';
  return (
    <button
      type="button"
      aria-label={editor ? `Make ${member.name} a contributor` : `Make ${member.name} an editor`}
      title={editor ? 'Make contributor' : 'Make editor'}
      disabled={setRole.isPending}
      onClick={() => setRole.mutate({ userId: member.id, role: next })}
      className={cn(
        'grid size-8 shrink-0 place-items-center rounded-md text-ink-faint outline-none transition-colors',
        'hover:bg-white/[0.06] hover:text-ink focus-visible:ring-2 focus-visible:ring-accent-400 disabled:opacity-50',
      )}
    >
      {editor ? <UserRound aria-hidden className="size-4" /> : <PenLine aria-hidden className="size-4" />}
    </button>
  );
}
