import type { CollectiveMember } from '@create-together/contract';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { PageSection } from '@/components/ui/page-section';
import { plural } from '@/lib/plural';
import { formatDate } from '@/lib/time';
import { RoleBadge } from './role-badge';

const nameOf = (member: CollectiveMember) => member.fullName.trim() || member.username;

/** Who is in it: the founder first, then by joining date, each a link to their profile. */
export function CollectiveMembers({ members, total }: { members: CollectiveMember[]; total: number }) {
  return (
    <PageSection
      title="Members"
      description={
        members.length < total
          ? `The first ${members.length.toLocaleString()} of ${plural(total, 'member')}.`
          : undefined
      }
    >
      <ul aria-label="Members" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {members.map((member) => (
          <li key={member.userId}>
            <Link
              to={`/profile/${encodeURIComponent(member.userId)}`}
              className="flex h-full min-w-0 items-center gap-3 rounded-2xl border border-line bg-surface p-3 transition-colors hover:border-accent-500/50 focus-visible:outline-2 focus-visible:outline-accent-400"
            >
              <Avatar src={member.avatarUrl} name={nameOf(member)} />
              <span className="min-w-0 flex-1">
                <span className="flex min-w-0 items-center gap-2">
                  <span className="truncate font-medium text-ink">{nameOf(member)}</span>
                  {member.role === 'founder' ? <RoleBadge kind="founder" /> : null}
                </span>
                <span className="block truncate text-xs text-ink-faint">
                  @{member.username} · joined {formatDate(new Date(member.joinedAt * 1000).toISOString())}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
