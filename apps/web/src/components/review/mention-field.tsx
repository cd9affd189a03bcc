import type { ReviewThread } from '@create-together/contract';
import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type TextareaHTMLAttributes,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';

/** Someone a comment may mention: the project's members, or a file's owner and its thread's people. */
export interface MentionablePerson {
  username: string;
  /** Shown beside the username when it says more. */
  name?: string;
  avatarUrl?: string | null;
}

/** At most this many suggestions at once: the list is read, not scrolled. */
const SHOWN = 6;

/** The `@name` being typed just before the caret (as the server reads mentions), or null. */
export function mentionAt(text: string, caret: number): { from: number; query: string } | null {
  const match = /(?:^|[^\w.@])@([A-Za-z0-9_.]{0,30})$/.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1] ?? '';
  return { from: caret - query.length - 1, query };
}

/** Who `query` may mean: usernames that start with it first, then names or usernames that hold it. */
export function mentionSuggestions(people: readonly MentionablePerson[], query: string): MentionablePerson[] {
  const wanted = query.toLowerCase();
  const starts = people.filter((person) => person.username.toLowerCase().startsWith(wanted));
  const holds = people.filter(
    (person) =>
      !starts.includes(person) &&
      (person.username.toLowerCase().includes(wanted) || person.name?.toLowerCase().includes(wanted)),
  );
  return [...starts, ...holds].slice(0, SHOWN);
}

type FieldProps = {
  value: string;
  onValueChange: (value: string) => void;
  people: readonly MentionablePerson[];
};

/**
 * A comment's field that suggests who to mention: typing `@` and the start of a name lists the
 * people who may be mentioned here; ↑/↓ move, Enter or Tab writes `@username `, Escape closes. An
 * ARIA combobox, so a screen reader hears the list and the one chosen.
 */
export function MentionField({
  multiline = false,
  value,
  onValueChange,
  people,
  className,
  ...field
}: FieldProps & {
  /** A textarea (a new comment) rather than one line (a reply). */
  multiline?: boolean;
} & Pick<
    InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>,
    | 'id'
    | 'placeholder'
    | 'maxLength'
    | 'rows'
    | 'className'
    | 'disabled'
    | 'aria-invalid'
    | 'aria-describedby'
  >) {
  const listId = useId();
  const element = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [typing, setTyping] = useState<{ from: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  /** Where the caret goes once a chosen mention is in the field (just after it). */
  const caretAfterPick = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = caretAfterPick.current;
    if (at === null || value.length < at) return;
    caretAfterPick.current = null;
    element.current?.setSelectionRange(at, at);
  }, [value]);
  const suggestions = typing && !dismissed ? mentionSuggestions(people, typing.query) : [];
  const open = suggestions.length > 0;
  const chosen = suggestions[Math.min(active, suggestions.length - 1)];

  const follow = (text: string, caret: number | null) => {
    const next = caret === null ? null : mentionAt(text, caret);
    if (next?.from !== typing?.from || next?.query !== typing?.query) {
      setActive(0);
      setDismissed(false);
    }
    setTyping(next);
  };

  const pick = (person: MentionablePerson) => {
    if (!typing) return;
    const caret = typing.from + 1 + typing.query.length;
    const written = `@${person.username} `;
    const text = value.slice(0, typing.from) + written + value.slice(caret).replace(/^ /, '');
    onValueChange(text);
    setTyping(null);
    caretAfterPick.current = typing.from + written.length;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (at + step + suggestions.length) % suggestions.length);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && chosen) {
      event.preventDefault();
      pick(chosen);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation(); // a dialog around it stays open
      setDismissed(true);
    }
  };

  const shared = {
    ref: element,
    value,
    role: 'combobox',
    'aria-autocomplete': 'list' as const,
    'aria-expanded': open,
    'aria-controls': open ? listId : undefined,
    'aria-activedescendant': open && chosen ? `${listId}-${chosen.username}` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      onValueChange(event.target.value);
      follow(event.target.value, event.target.selectionStart);
    },
    onSelect: () => follow(value, element.current?.selectionStart ?? null),
    onKeyDown,
    onBlur: () => setTyping(null),
    className: cn('w-full', className),
  };

  return (
    <div className="relative min-w-0 flex-1">
      {multiline ? <textarea {...field} {...shared} /> : <input {...field} {...shared} />}
      {/* Above the field: a comment box sits at the bottom of the song's panel, which clips below it. */}
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-label="People to mention"
          className="absolute bottom-full left-0 z-20 mb-1 w-64 max-w-full overflow-hidden rounded-lg border border-line-strong bg-surface-3 py-1 shadow-xl"
        >
          {suggestions.map((person) => (
            <div
              key={person.username}
              id={`${listId}-${person.username}`}
              role="option"
              tabIndex={-1}
              aria-selected={person === chosen}
              // Chosen before the field's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(person);
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
      ) : null}
    </div>
  );
}

/** `people` and everyone who wrote in `threads` (by username, once): who a reply there may mention. */
export function withThreadPeople(
  people: readonly MentionablePerson[],
  ...threads: readonly Pick<ReviewThread, 'comments'>[]
): MentionablePerson[] {
  const all = new Map(people.map((person) => [person.username.toLowerCase(), person]));
  for (const thread of threads)
    for (const { author } of thread.comments)
      if (!all.has(author.username.toLowerCase()))
        all.set(author.username.toLowerCase(), { username: author.username, avatarUrl: author.avatarUrl });
  return [...all.values()];
}
