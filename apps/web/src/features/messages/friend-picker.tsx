import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { friendsQuery } from '@/entities/friends';
import { personName } from '@/entities/messages';
import { cn } from '@/lib/cn';

export interface PickedFriend {
  userId: string;
  username: string;
  fullName: string;
  avatarUrl: string | null;
}

/**
 * Your friends as a list of checkboxes, filtered by name as you type; `exclude` leaves out those
 * already in the conversation. `selected` is the caller's (the ids ticked).
 */
export function FriendPicker({
  meId,
  selected,
  onToggle,
  exclude,
  legend,
  describedBy,
  emptyText = 'You have no friends to add yet.',
}: {
  meId: string;
  selected: ReadonlySet<string>;
  onToggle: (friend: PickedFriend) => void;
  exclude?: ReadonlySet<string>;
  legend: string;
  /** The id of the line that says how many are chosen, or why not enough. */
  describedBy?: string;
  emptyText?: string;
}) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const friends = useQuery(friendsQuery(meId));
  const all = (friends.data ?? [])
    .filter((entry) => entry.status === 'accepted' && !exclude?.has(entry.friendId))
    .map((entry) => entry.profile);
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? all.filter((p) => `${p.fullName} ${p.username}`.toLowerCase().includes(needle))
    : all;

  return (
    <fieldset aria-describedby={describedBy} className="flex min-h-0 min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      {all.length > 6 || needle ? (
        <SearchField
          label="Filter your friends"
          placeholder="Filter by name..."
          value={filter}
          onChange={setFilter}
        />
      ) : null}
      {friends.isPending ? (
        <Spinner label="Loading your friends..." className="m-4" />
      ) : friends.isError ? (
        <p role="alert" className="p-2 text-sm text-rose-300">
          Your friends could not be loaded.
        </p>
      ) : shown.length === 0 ? (
        <p className="p-2 text-sm text-ink-muted">
          {needle ? `No friends match “${filter.trim()}”.` : emptyText}
        </p>
      ) : (
        <ul className="-mx-1 flex max-h-64 min-h-0 flex-col gap-0.5 overflow-y-auto px-1">
          {shown.map((person) => {
            const checked = selected.has(person.userId);
            const inputId = `${id}-${person.userId}`;
            return (
              <li key={person.userId}>
                <label
                  htmlFor={inputId}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-white/[0.04] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-400',
                    checked && 'bg-accent-600/10',
                  )}
                >
                  <input
                    id={inputId}
                    type="checkbox"
                    checked={checked}
                    onChange={() => onToggle(person)}
                    className="peer sr-only"
                  />
                  <span
                    aria-hidden
                    className={cn(
                      'grid size-5 shrink-0 place-items-center rounded-md border',
                      checked
                        ? 'border-accent-500 bg-accent-600 text-white'
                        : 'border-line-strong bg-surface',
                    )}
                  >
                    {checked ? <Check className="size-3.5" /> : null}
                  </span>
                  <Avatar src={person.avatarUrl} name={personName(person)} size="sm" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm text-ink">{personName(person)}</span>
                    <span className="block truncate text-xs text-ink-faint">@{person.username}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
