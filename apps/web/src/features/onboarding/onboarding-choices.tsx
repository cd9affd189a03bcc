import { Check } from 'lucide-react';
import type { Ref } from 'react';
import { TagInput } from '@/components/ui/tag-input';
import { cn } from '@/lib/cn';

/** Chip toggles for the suggested tags, and a free tag input for anything else. */
export function TagChoices({
  id,
  title,
  description,
  suggestions,
  value,
  onChange,
  error,
  placeholder,
  ref,
}: {
  id: string;
  /** The free tag input's, so the form can focus it when the list is refused. */
  ref?: Ref<HTMLInputElement>;
  title: string;
  description: string;
  suggestions: readonly string[];
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
  placeholder: string;
}) {
  const isSuggested = (tag: string) => suggestions.some((s) => s.toLowerCase() === tag.toLowerCase());
  const picked = (tag: string) => value.some((v) => v.toLowerCase() === tag.toLowerCase());
  const extras = value.filter((tag) => !isSuggested(tag));
  const toggle = (tag: string) =>
    onChange(picked(tag) ? value.filter((v) => v.toLowerCase() !== tag.toLowerCase()) : [...value, tag]);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-base font-semibold text-ink">{title}</legend>
      <p className="-mt-1 text-sm text-ink-muted">{description}</p>
      <ul className="flex flex-wrap gap-2">
        {suggestions.map((tag) => {
          const on = picked(tag);
          return (
            <li key={tag}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => toggle(tag)}
                className={cn(
                  'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400',
                  on
                    ? 'border-accent-500 bg-accent-600/25 text-ink'
                    : 'border-line bg-surface-2 text-ink-muted hover:border-line-strong hover:text-ink',
                )}
              >
                {on ? <Check aria-hidden className="size-3.5 text-accent-300" /> : null}
                {tag}
              </button>
            </li>
          );
        })}
      </ul>
      <label htmlFor={id} className="mt-1 text-sm font-medium text-ink">
        Other {title.toLowerCase()}
      </label>
      <TagInput
        ref={ref}
        id={id}
        label={`Other ${title.toLowerCase()}`}
        value={extras}
        onChange={(next) => onChange([...value.filter(isSuggested), ...next])}
        error={error}
        hint="Press Enter or a comma to add your own."
        placeholder={placeholder}
      />
    </fieldset>
  );
}
