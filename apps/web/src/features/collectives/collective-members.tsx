import type { CollectiveMember } from '@create-together/contract';
import { MoreHorizontal } from 'lucide-react';
import { lazy, Suspense, useState, useTransition } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { PageSection } from '@/components/ui/page-section';
import type { ClientCollective } from '@/entities/collectives';
import { formatCount, plural } from '@/lib/plural';
import { formatDate } from '@/lib/time';
import {
  actionsOn,
  type CollectiveMemberActions,
  memberMenuTriggerClass,
  memberName,
} from './member-actions';
import { RoleBadge } from './role-badge';

// The menu and its dialog bring Radix's menu: they come when a member's actions are first opened (or
// pointed at), never with the page's first paint.
const loadMemberMenu = () => import('./collective-member-menu');
const CollectiveMemberMenu = lazy(() =>
  loadMemberMenu().then((module) => ({ default: module.CollectiveMemberMenu })),
);

/**
 * A member's actions button. Until first opened it is a plain button: pressing it (Enter, Space, ↓
 * or a click) loads the menu, which opens in its place; meanwhile the button stays, focused.
 */
function MemberActionsButton({
  collective,
  member,
  actions,
}: {
  collective: ClientCollective;
  member: CollectiveMember;
  actions: CollectiveMemberActions;
}) {
  const [opened, setOpened] = useState(false);
  const [, startTransition] = useTransition();
  const open = () => startTransition(() => setOpened(true));
  const prefetch = () => void loadMemberMenu();
  const button = (
    <button
      type="button"
      aria-label={`Actions for ${memberName(member)}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        open();
      }}
      className={memberMenuTriggerClass}
    >
      <MoreHorizontal aria-hidden className="size-4" />
    </button>
  );
  // One boundary from the start, so the transition keeps the button shown while the menu loads.
  return (
    <Suspense fallback={button}>
      {opened ? (
        <CollectiveMemberMenu
          collectiveId={collective.collectiveId}
          collectiveName={collective.name}
          member={member}
          actions={actions}
        />
      ) : (
        button
      )}
    </Suspense>
  );
}

/**
 * Who is in it: the founder first, then by joining date, each a link to their profile with their
 * role; the founder and moderators get a menu of what they may do to each (its `policies`).
 */
export function CollectiveMembers({ collective }: { collective: ClientCollective }) {
  const { members, membersCount: total } = collective;
  return (
    <PageSection
      title="Members"
      description={
        members.length < total
          ? `The first ${formatCount(members.length)} of ${plural(total, 'member')}.`
          : undefined
      }
    >
      <ul aria-label="Members" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {members.map((member) => {
          const actions = actionsOn(collective.policies, member);
          return (
            <li
              key={member.userId}
              className="flex min-w-0 items-center gap-1 rounded-2xl border border-line bg-surface pr-2 transition-colors hover:border-accent-500/50"
            >
              <Link
                to={`/profile/${encodeURIComponent(member.userId)}`}
                className="flex h-full min-w-0 flex-1 items-center gap-3 rounded-2xl p-3 focus-visible:outline-2 focus-visible:outline-accent-400"
              >
                <Avatar src={member.avatarUrl} name={memberName(member)} />
                <span className="min-w-0 flex-1">
                  <span className="flex min-w-0 items-center gap-2">
                    <span className="truncate font-medium text-ink">{memberName(member)}</span>
                    {member.role === 'member' ? null : <RoleBadge kind={member.role} />}
                  </span>
                  <span className="block truncate text-xs text-ink-faint">
                    @{member.username} · joined {formatDate(new Date(member.joinedAt * 1000).toISOString())}
                  </span>
                </span>
              </Link>
              {actions ? (
                <MemberActionsButton collective={collective} member={member} actions={actions} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
