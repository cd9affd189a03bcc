import type { ReviewThread } from '@create-together/contract';
import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type Ref,
  type TextareaHTMLAttributes,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { PeopleListbox, type SuggestedPerson } from '@/components/ui/people-listbox';
import { useCombobox } from '@/hooks/use-combobox';
import { cn } from '@/lib/cn';

/** Someone a comment may mention: the project's members, or a file's owner and its thread's people. */
export type MentionablePerson = SuggestedPerson;

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
  /** The field itself: a form focuses it when the server refuses what it holds. */
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
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
  ref,
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
  const element = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => element.current as HTMLInputElement & HTMLTextAreaElement, []);
  const [typing, setTyping] = useState<{ from: number; query: string } | null>(null);
  /** Where the caret goes once a chosen mention is in the field (just after it). */
  const caretAfterPick = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = caretAfterPick.current;
    if (at === null || value.length < at) return;
    caretAfterPick.current = null;
    element.current?.setSelectionRange(at, at);
  }, [value]);

  const pick = (person: MentionablePerson) => {
    if (!typing) return;
    const caret = typing.from + 1 + typing.query.length;
    const written = `@${person.username} `;
    const text = value.slice(0, typing.from) + written + value.slice(caret).replace(/^ /, '');
    onValueChange(text);
    setTyping(null);
    caretAfterPick.current = typing.from + written.length;
  };
  const suggestions = typing ? mentionSuggestions(people, typing.query) : [];
  const combobox = useCombobox({
    options: suggestions,
    keyOf: (person) => person.username,
    onPick: pick,
    tabPicks: true,
  });

  const follow = (text: string, caret: number | null) => {
    const next = caret === null ? null : mentionAt(text, caret);
    if (next?.from !== typing?.from || next?.query !== typing?.query) combobox.restart();
    setTyping(next);
  };

  const shared = {
    ref: element,
    value,
    ...combobox.fieldProps,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      onValueChange(event.target.value);
      follow(event.target.value, event.target.selectionStart);
    },
    onSelect: () => follow(value, element.current?.selectionStart ?? null),
    onBlur: () => setTyping(null),
    className: cn('w-full', className),
  };

  return (
    <div className="relative min-w-0 flex-1">
      {multiline ? <textarea {...field} {...shared} /> : <input {...field} {...shared} />}
      {/* Above the field: a comment box sits at the bottom of the song's panel, which clips below it. */}
      {combobox.open ? (
        <PeopleListbox
          id={combobox.listId}
          label="People to mention"
          people={suggestions}
          chosen={combobox.chosen}
          optionId={combobox.optionId}
          onPick={pick}
          className="bottom-full mb-1"
        />
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
