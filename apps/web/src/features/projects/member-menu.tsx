import { Crown, MoreHorizontal, PenLine, UserMinus, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MenuContent, MenuItem, MenuSeparator } from '@/components/ui/menu';
import { useRemoveMember, useSetMemberRole, useTransferOwnership } from '@/entities/projects';
import { ROLE_LABELS } from './projects-constants';
import { type MemberActions, memberMenuTriggerClass, type TeamMember } from './team-actions';

/**
 * A member's actions on the project's team, for the owner and editors (project-about.tsx loads it
 * on first open, so the page paints without the menu's and the dialog's code): make them an editor
 * or a member again, hand them the project, remove them — the last two asked once more first.
 */
export function MemberMenu({
  projectId,
  projectTitle,
  member,
  actions,
}: {
  projectId: string;
  projectTitle: string;
  member: TeamMember;
  actions: MemberActions;
}) {
  const [asking, setAsking] = useState<'remove' | 'owner' | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const setRole = useSetMemberRole(projectId);
  const remove = useRemoveMember(projectId);
  const transfer = useTransferOwnership(projectId);
  const busy = setRole.isPending || remove.isPending || transfer.isPending;
  const nextRole = member.role === 'editor' ? 'contributor' : 'editor';

  const answered = (open: boolean) => {
    if (open) return;
    setAsking(null);
    // Back to the member's button (when they are still on the team), not to the top of the page.
    requestAnimationFrame(() => trigger.current?.focus());
  };

  return (
    <>
      {/* Not modal: the dialogs it opens manage focus and the page themselves. Open when it comes:
          it comes because its button was pressed. */}
      <DropdownMenu.Root modal={false} defaultOpen>
        <DropdownMenu.Trigger
          ref={trigger}
          aria-label={`Actions for ${member.name}`}
          className={memberMenuTriggerClass}
        >
          <MoreHorizontal aria-hidden className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <MenuContent align="end" sideOffset={4}>
            {actions.changeRole ? (
              <MenuItem
                icon={nextRole === 'editor' ? <PenLine /> : <UserRound />}
                disabled={busy}
                onSelect={() => setRole.mutate({ userId: member.id, role: nextRole })}
              >
                Make {ROLE_LABELS[nextRole].toLowerCase()}
              </MenuItem>
            ) : null}
            {actions.makeOwner ? (
              <MenuItem icon={<Crown />} disabled={busy} onSelect={() => setAsking('owner')}>
                Make owner
              </MenuItem>
            ) : null}
            {actions.remove ? (
              <>
                {actions.changeRole || actions.makeOwner ? <MenuSeparator /> : null}
                <MenuItem icon={<UserMinus />} disabled={busy} onSelect={() => setAsking('remove')} danger>
                  Remove from project
                </MenuItem>
              </>
            ) : null}
          </MenuContent>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={asking === 'remove'}
        onOpenChange={answered}
        title={`Remove ${member.name} from ${projectTitle}?`}
        description="They lose access at once; their votes, comments and credits stay."
        confirmLabel="Remove"
        onConfirm={() => remove.mutate(member.id)}
        danger
      />
      <ConfirmDialog
        open={asking === 'owner'}
        onOpenChange={answered}
        title={`Make ${member.name} the owner of ${projectTitle}?`}
        description="You stay on as an editor."
        confirmLabel="Make owner"
        onConfirm={() => transfer.mutate(member.id)}
      />
    </>
  );
}
