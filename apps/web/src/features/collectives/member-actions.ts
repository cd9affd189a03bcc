import type { CollectiveMember, CollectivePolicies } from '@create-together/contract';

/** What the viewer may do to one member of a collective. */
export interface CollectiveMemberActions {
  /** Make them a moderator, or a plain member again. */
  changeRole: boolean;
  remove: boolean;
}

/**
 * What the viewer may do to `member`, as the collective's policies say (the server's rules, never
 * worked out here): the founder's place is neither given nor taken; a moderator removes plain
 * members only. Null when nothing.
 */
export function actionsOn(
  policies: CollectivePolicies,
  member: CollectiveMember,
): CollectiveMemberActions | null {
  if (member.role === 'founder') return null;
  const actions = {
    changeRole: policies.canManageModerators,
    remove:
      policies.canRemoveMembers === 'all' ||
      (policies.canRemoveMembers === 'members' && member.role === 'member'),
  };
  return actions.changeRole || actions.remove ? actions : null;
}

/** The small button that opens a member's actions (the same before and after the menu's code has come). */
export const memberMenuTriggerClass =
  'grid size-9 shrink-0 place-items-center rounded-lg text-ink-faint outline-none transition-colors hover:bg-white/[0.06] hover:text-ink focus-visible:ring-2 focus-visible:ring-accent-400 data-[state=open]:bg-white/[0.06] data-[state=open]:text-ink';

export const memberName = (member: CollectiveMember) => member.fullName.trim() || member.username;
