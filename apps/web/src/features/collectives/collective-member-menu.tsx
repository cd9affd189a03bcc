import type { CollectiveMember } from '@create-together/contract';
import { MoreHorizontal, Shield, ShieldOff, UserMinus } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MenuContent, MenuItem, MenuSeparator } from '@/components/ui/menu';
import { useRemoveCollectiveMember, useSetCollectiveMemberRole } from '@/entities/collectives';
import { type CollectiveMemberActions, memberMenuTriggerClass, memberName } from './member-actions';

/**
 * A member's actions in a collective, for its founder and moderators (collective-members.tsx loads
 * it on first open): make them a moderator or a member again, remove them — asked once more first.
 */
export function CollectiveMemberMenu({
  collectiveId,
  collectiveName,
  member,
  actions,
}: {
  collectiveId: string;
  collectiveName: string;
  member: CollectiveMember;
  actions: CollectiveMemberActions;
}) {
  const [asking, setAsking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const setRole = useSetCollectiveMemberRole(collectiveId);
  const remove = useRemoveCollectiveMember(collectiveId);
  const busy = setRole.isPending || remove.isPending;
  const name = memberName(member);
  const moderator = member.role === 'moderator';

  const answered = (open: boolean) => {
    setAsking(open);
    if (open) return;
    // Back to the member's button (when they are still in it), not to the top of the page.
    requestAnimationFrame(() => trigger.current?.focus());
  };

  return (
    <>
      {/* Not modal: the dialog it opens manages focus and the page itself. Open when it comes: it
          comes because its button was pressed. */}
      <DropdownMenu.Root modal={false} defaultOpen>
        <DropdownMenu.Trigger
          ref={trigger}
          aria-label={`Actions for ${name}`}
          className={memberMenuTriggerClass}
        >
          <MoreHorizontal aria-hidden className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <MenuContent align="end" sideOffset={4}>
            {actions.changeRole ? (
              <MenuItem
                icon={moderator ? <ShieldOff /> : <Shield />}
                disabled={busy}
                onSelect={() =>
                  setRole.mutate({ userId: member.userId, role: moderator ? 'member' : 'moderator' })
                }
              >
                {moderator ? 'Remove moderator' : 'Make moderator'}
              </MenuItem>
            ) : null}
            {actions.remove ? (
              <>
                {actions.changeRole ? <MenuSeparator /> : null}
                <MenuItem icon={<UserMinus />} disabled={busy} onSelect={() => setAsking(true)} danger>
                  Remove from collective
                </MenuItem>
              </>
            ) : null}
          </MenuContent>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={asking}
        onOpenChange={answered}
        title={`Remove ${name} from ${collectiveName}?`}
        description="They are no longer a member, and the projects they own leave the collective with them."
        confirmLabel="Remove"
        onConfirm={() => remove.mutate(member.userId)}
        danger
      />
    </>
  );
}
