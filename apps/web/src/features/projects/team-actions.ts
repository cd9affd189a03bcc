import type { ClientProject } from '@/entities/projects';

export type TeamMember = ClientProject['contributors'][number];

/** What the viewer may do to one member of the team. */
export interface MemberActions {
  /** Make them an editor, or a member again. */
  changeRole: boolean;
  remove: boolean;
  makeOwner: boolean;
}

/**
 * What the viewer may do to `member`, as the project's policies say (the server's rules, never
 * worked out here); null when nothing, as for the owner, whose place is not given or taken.
 */
export function actionsOn(policies: ClientProject['policies'], member: TeamMember): MemberActions | null {
  if (member.role === 'owner') return null;
  const actions = {
    changeRole: policies.canChangeRoles,
    remove: member.role === 'editor' ? policies.canRemoveEditors : policies.canRemoveContributors,
    makeOwner: policies.canTransferOwnership,
  };
  return actions.changeRole || actions.remove || actions.makeOwner ? actions : null;
}

/** The small button that opens a member's actions (the same before and after the menu's code has come). */
export const memberMenuTriggerClass =
  'grid size-8 shrink-0 place-items-center rounded-md text-ink-faint outline-none transition-colors hover:bg-white/[0.06] hover:text-ink focus-visible:ring-2 focus-visible:ring-accent-400 data-[state=open]:bg-white/[0.06] data-[state=open]:text-ink';
