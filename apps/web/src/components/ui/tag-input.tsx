import { type Ref, useState } from 'react';
import { useTagDraft } from '@/components/ui/use-tag-draft';
import { cn } from '@/lib/cn';
import { fieldA11y, inputClass } from './form-parts';
import { RemovableChip } from './removable-chip';

/** The contract's limit for a user's skills and interests; projects need fewer (`max`). */
const TAGS_MAX = 30;

/** Adds the comma-separated `text` to `tags`: trimmed, without duplicates (any case), up to `max`. */
export function addTags(
  tags: string[],
  text: string,
  max = TAGS_MAX,
): { tags: string[]; overLimit: boolean } {
  const next = [...tags];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (!tag || next.some((known) => known.toLowerCase() === tag.toLowerCase())) continue;
    if (next.length >= max) return { tags: next, overLimit: true };
    next.push(tag);
  }
  return { tags: next, overLimit: false };
}

/** A tag input: Enter or a comma adds what was typed, × (or Backspace when empty) removes one. */
export function TagInput({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  placeholder,
  max = TAGS_MAX,
  limitMessage = `At most ${max} tags.`,
  ref,
}: {
  id: string;
  /** The text field's, to focus it (a form library's focus on the first invalid field). */
  ref?: Ref<HTMLInputElement>;
  /** Names the list of tags, e.g. "Skills". */
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
  hint: string;
  placeholder: string;
  /** The most tags the list may hold. */
  max?: number;
  /** Said when a typed tag would pass `max`. */
  limitMessage?: string;
}) {
  const [limitHit, setLimitHit] = useState(false);
  const shownError = error ?? (limitHit ? limitMessage : undefined);
  const draft = useTagDraft({
    value,
    onChange,
    add: (tags, text) => {
      const result = addTags(tags, text, max);
      setLimitHit(result.overLimit);
      return result.tags;
    },
    onRemoveLast: () => setLimitHit(false),
  });

  const remove = (tag: string) => {
    setLimitHit(false);
    onChange(value.filter((other) => other !== tag));
  };

  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 ? (
        <ul aria-label={label} className="flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <RemovableChip key={tag} label={tag} removeLabel={`Remove ${tag}`} onRemove={() => remove(tag)} />
          ))}
        </ul>
      ) : null}
      <input
        ref={ref}
        id={id}
        type="text"
        placeholder={value.length >= max ? 'Tag limit reached' : placeholder}
        {...draft}
        {...fieldA11y(id, shownError, hint)}
        className={cn(inputClass, 'h-10')}
      />
      <p id={`${id}-hint`} className="text-xs text-ink-faint">
        {hint}
      </p>
      {shownError ? (
        <p id={`${id}-error`} className="text-xs font-medium text-rose-300">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
