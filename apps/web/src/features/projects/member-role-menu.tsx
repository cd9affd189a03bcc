import { PenLine, Settings2, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { MenuContent, MenuItem } from '@/components/ui/menu';
import { type ClientProject, useSetMemberRole } from '@/entities/projects';
import { cn } from '@/lib/cn';

type Member = ClientProject['contributors'][number];

/**
 * The owner's control beside a member of the team: make them an editor (who writes the main content
 * with the owner), or a contributor again. Shown only when the project's policies allow it.
 */
export function MemberRoleMenu({ projectId, member }: { projectId: string; member: Member }) {
  const setRole = useSetMemberRole(projectId);
  const editor = member.role === 'editor';
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Change the role of ${member.name}`}
        disabled={setRole.isPending}
        className={cn(
          'grid size-8 shrink-0 place-items-center rounded-md text-ink-faint outline-none',
          'hover:bg-white/[0.06] hover:text-ink focus-visible:ring-2 focus-visible:ring-accent-400',
        )}
      >
        <Settings2 aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <MenuContent align="end">
          <MenuItem
            icon={editor ? <UserRound /> : <PenLine />}
            onSelect={() =>
              setRole.mutate({
                userId: member.id,
                role: editor ? 'contributor' : 'editor',
              })
            }
          >
            {editor ? 'Make contributor' : 'Make editor'}
          </MenuItem>
        </MenuContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
