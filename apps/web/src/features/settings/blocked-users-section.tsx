import { useQuery } from '@tanstack/react-query';
import { ShieldBan } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { blockedUsersQuery, useFriendActions } from '@/entities/friends';
import { useAuthStore } from '@/features/auth';
import { SettingsSection } from './settings-section';

/** Settings → Blocked users: the people you blocked (GET /api/me/blocks), each with Unblock. */
export function BlockedUsersSection() {
  const meId = useAuthStore((state) => state.user?.id) ?? '';
  const blocked = useQuery({ ...blockedUsersQuery(meId), enabled: meId !== '' });
  const { unblock } = useFriendActions(meId || null);
  const people = blocked.data ?? [];

  return (
    <SettingsSection
      id="settings-blocked"
      title="Blocked users"
      description="Blocked people cannot send you friend requests, message or call you."
    >
      {blocked.isError ? (
        <LoadError
          message="Failed to fetch blocked users."
          onRetry={() => void blocked.refetch()}
          retrying={blocked.isFetching}
        />
      ) : people.length === 0 ? (
        <div className="flex items-center gap-3 rounded-xl border border-dashed border-line bg-surface-2/40 px-4 py-5">
          <span className="grid size-10 shrink-0 place-items-center rounded-lg border border-line bg-surface-2 text-ink-faint">
            <ShieldBan aria-hidden className="size-5" />
          </span>
          <p className="text-sm text-ink-muted">
            {blocked.isPending
              ? 'Loading…'
              : 'You have not blocked anyone. People you block are listed here.'}
          </p>
        </div>
      ) : (
        <ul
          aria-label="Blocked users"
          className="flex flex-col divide-y divide-line rounded-xl border border-line"
        >
          {people.map((person) => (
            <li key={person.friendId} className="flex items-center justify-between gap-3 px-4 py-3">
              <Link
                to={`/profile/${person.friendId}`}
                className="flex min-w-0 items-center gap-3 hover:text-accent-200"
              >
                <Avatar src={person.profile.avatarUrl} name={person.profile.username} size="sm" />
                <span className="truncate text-sm">
                  <span className="font-medium text-ink">
                    {person.profile.fullName || person.profile.username}
                  </span>{' '}
                  <span className="text-ink-faint">@{person.profile.username}</span>
                </span>
              </Link>
              <button
                type="button"
                disabled={unblock.isPending && unblock.variables === person.friendId}
                onClick={() => unblock.mutate(person.friendId)}
                className={buttonClass('secondary', 'sm')}
              >
                Unblock
              </button>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
