import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ComponentProps, useState } from 'react';
import { PeopleListbox } from '@/components/ui/people-listbox';
import { searchPeopleQueryOptions } from '@/entities/users';
import { useCombobox } from '@/hooks/use-combobox';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';

/** How long typing settles before the people it names are looked up. */
export const SUGGEST_DEBOUNCE_MS = 150;
/** At most this many suggestions: the list is read, not scrolled. */
const SUGGESTED = 6;

/**
 * The invite form's "Username or email": while a username is being typed, the people it finds
 * (GET /api/users, once typing settles; a search overtaken by a newer one is cancelled), but those
 * already in the project or invited. An ARIA combobox: ↑/↓ move, Enter writes the username,
 * Escape closes; an email (anything with `@`) is not looked up.
 */
export function InviteeField({
  id,
  value,
  onValueChange,
  leaveOut,
  className,
  onBlur,
  ...rest
}: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Ids of people not to suggest: members, and people invited already. */
  leaveOut: ReadonlySet<string>;
  className?: string;
} & Pick<ComponentProps<'input'>, 'ref' | 'onBlur' | 'aria-invalid' | 'aria-describedby'>) {
  const [focused, setFocused] = useState(false);
  const typed = value.trim();
  const isUsername = typed.length > 0 && !typed.includes('@');
  const q = useDebouncedValue(isUsername ? typed : '', SUGGEST_DEBOUNCE_MS);
  // The last answer stays while the next is on its way; only the people it has that the text still
  // names are shown, so the list does not blink at each key.
  const found = useQuery({
    ...searchPeopleQueryOptions(q),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
  const wanted = typed.toLowerCase();
  const suggestions =
    focused && isUsername
      ? (found.data ?? [])
          .filter(
            (person) =>
              !leaveOut.has(person.id) &&
              (person.username.toLowerCase().includes(wanted) ||
                person.fullName.toLowerCase().includes(wanted)),
          )
          .slice(0, SUGGESTED)
          .map((person) => ({
            id: person.id,
            username: person.username,
            name: person.fullName,
            avatarUrl: person.avatarUrl,
          }))
      : [];
  const combobox = useCombobox({
    options: suggestions,
    keyOf: (person) => person.id,
    onPick: (person) => pick(person.username),
  });
  const pick = (username: string) => {
    onValueChange(username);
    combobox.dismiss();
  };

  return (
    <div className="relative">
      <input
        id={id}
        {...rest}
        value={value}
        {...combobox.fieldProps}
        onChange={(event) => {
          onValueChange(event.target.value);
          combobox.restart();
        }}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          setFocused(false);
          onBlur?.(event);
        }}
        placeholder="ada or ada@example.com"
        autoComplete="off"
        className={cn('w-full', className)}
      />
      {combobox.open ? (
        <PeopleListbox
          id={combobox.listId}
          label="People to invite"
          people={suggestions}
          chosen={combobox.chosen}
          optionId={combobox.optionId}
          onPick={(person) => pick(person.username)}
          className="top-full mt-1"
        />
      ) : null}
    </div>
  );
}
