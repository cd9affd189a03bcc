import { cn } from '@/lib/cn';
import { Avatar } from './avatar';

/** Someone a field suggests: by username, with a name when it says more. */
export interface SuggestedPerson {
  username: string;
  name?: string;
  avatarUrl?: string | null;
}

/**
 * The popup of a field that suggests people (`useCombobox`): each an option with its avatar,
 * @username and name; the active one highlighted. Chosen on mouse down, before the field's blur
 * closes it. `className` places it (above or below the field).
 */
export function PeopleListbox<P extends SuggestedPerson>({
  id,
  label,
  people,
  chosen,
  optionId,
  onPick,
  className,
}: {
  id: string;
  label: string;
  people: readonly P[];
  chosen: P | undefined;
  optionId: (person: P) => string;
  onPick: (person: P) => void;
  className?: string;
}) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      className={cn(
        'absolute left-0 z-20 w-64 max-w-full overflow-hidden rounded-lg border border-line-strong bg-surface-3 py-1 shadow-xl',
        className,
      )}
    >
      {people.map((person) => (
        <div
          key={optionId(person)}
          id={optionId(person)}
          role="option"
          tabIndex={-1}
          aria-selected={person === chosen}
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(person);
          }}
          className={cn(
            'flex cursor-pointer items-center gap-2 px-2.5 py-1.5 text-sm',
            person === chosen ? 'bg-accent-500/20 text-ink' : 'text-ink-muted hover:bg-white/[0.05]',
          )}
        >
          <Avatar src={person.avatarUrl} name={person.name || person.username} size="xs" />
          <span className="truncate">
            <span className="font-medium text-ink">@{person.username}</span>
            {person.name && person.name !== person.username ? (
              <>
                {' '}
                <span className="ml-1 text-xs text-ink-faint">{person.name}</span>
              </>
            ) : null}
          </span>
        </div>
      ))}
    </div>
  );
}
