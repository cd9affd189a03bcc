import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { displayName } from '@/features/auth';
import { madeOnFirstUse } from '@/lib/made-on-first-use';

/** What a profile card shows: the public part of a user, yours or anyone's. */
export interface ProfilePerson {
  username: string;
  fullName: string;
  avatarUrl: string | null;
  bio: string;
  /** ISO time, or null when unknown. */
  createdAt: string | null;
  skills: string[];
  interests: string[];
}

const joinedFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' }),
);

export function formatJoined(iso: string | null): string | null {
  if (!iso) return null;
  return joinedFormat().format(new Date(iso));
}

function Tags({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="mb-2 text-xs font-semibold tracking-[0.14em] text-ink-faint uppercase">{label}</h3>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-full border border-line bg-surface-2 px-3 py-1 text-sm text-ink-muted"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A profile card: picture, names, bio, when they joined, skills and interests; `actions` (what you
 * can do with this person) sit beside the name.
 */
export function ProfileCard({ person: user, actions }: { person: ProfilePerson; actions?: ReactNode }) {
  const joined = formatJoined(user.createdAt);
  return (
    <section aria-label="Profile" className="overflow-hidden rounded-2xl border border-line bg-surface">
      <div
        aria-hidden
        className="h-24 bg-gradient-to-r from-accent-900 via-accent-700/70 to-surface-3 sm:h-28"
      />
      <div className="px-5 pb-6 sm:px-7">
        <Avatar
          src={user.avatarUrl}
          name={displayName(user)}
          size="xl"
          className="-mt-12 ring-4 ring-surface"
        />
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 className="text-xl font-semibold break-words text-ink">{displayName(user)}</h2>
            <p className="text-sm break-all text-ink-muted">@{user.username}</p>
          </div>
          {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
        </div>
        {user.bio ? (
          <p className="mt-4 max-w-2xl text-sm leading-relaxed whitespace-pre-line break-words text-ink">
            {user.bio}
          </p>
        ) : (
          <p className="mt-4 text-sm text-ink-faint">No bio yet.</p>
        )}
        {joined ? (
          <p className="mt-4 flex items-center gap-2 text-sm text-ink-faint">
            <CalendarDays aria-hidden className="size-4" />
            Member since {joined}
          </p>
        ) : null}
        <div className="mt-5 flex flex-col gap-4">
          <Tags label="Skills" items={user.skills} />
          <Tags label="Interests" items={user.interests} />
        </div>
      </div>
    </section>
  );
}
