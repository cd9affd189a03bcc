import type { CollectiveMemberPreview } from '@create-together/contract';
import { Avatar } from '@/components/ui/avatar';

/** A few members' avatars, overlapping: who is in it, at a glance. */
export function MemberStack({ members }: { members: CollectiveMemberPreview[] }) {
  if (members.length === 0) return null;
  return (
    <ul aria-label="Some members" className="flex -space-x-2">
      {members.map((member) => (
        <li key={member.userId} title={member.username} className="rounded-full ring-2 ring-surface">
          <Avatar src={member.avatarUrl} name={member.username} size="sm" />
          <span className="sr-only">{member.username}</span>
        </li>
      ))}
    </ul>
  );
}
