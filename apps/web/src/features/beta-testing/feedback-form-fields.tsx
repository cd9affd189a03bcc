import { FEEDBACK_RATING_MAX, type FeedbackCategory } from '@create-together/contract';
import { Star } from 'lucide-react';
import { type Ref, useState } from 'react';
import { FieldGroup } from '@/components/ui/form-parts';
import { cn } from '@/lib/cn';
import { CATEGORY_CHOICES, RATING_LABELS } from './feedback-constants';

// Native radios, visually hidden: arrow keys move between them, and the ring shows on their label.
const focusRing = 'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-accent-400';

/** The five categories as chips; one radio group, so arrow keys move between them. */
export function CategoryField({
  id,
  value,
  onChange,
  error,
  ref,
}: {
  id: string;
  /** The first choice's, so the form can focus the group. */
  ref?: Ref<HTMLInputElement>;
  value: FeedbackCategory | null;
  onChange: (category: FeedbackCategory) => void;
  error?: string | undefined;
}) {
  return (
    <FieldGroup id={id} legend="Category" error={error}>
      <div className="flex flex-wrap gap-2">
        {CATEGORY_CHOICES.map(({ value: category, label, icon: Icon }, index) => {
          const checked = value === category;
          return (
            <label
              key={category}
              className={cn(
                'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors',
                focusRing,
                checked
                  ? 'border-accent-500/70 bg-accent-600/20 text-accent-100'
                  : 'border-line bg-surface-2 text-ink-muted hover:border-line-strong hover:text-ink',
              )}
            >
              <input
                ref={index === 0 ? ref : undefined}
                type="radio"
                name={`${id}-category`}
                value={category}
                checked={checked}
                onChange={() => onChange(category)}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <Icon aria-hidden className="size-4" />
              {label}
            </label>
          );
        })}
      </div>
    </FieldGroup>
  );
}

const starName = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

/**
 * 1–5 stars as a radio group: click or hover with a mouse, or Tab in and use the arrow keys. The
 * word for the chosen (or hovered) rating shows beside the stars.
 */
export function RatingField({
  id,
  value,
  onChange,
  error,
  ref,
}: {
  id: string;
  /** The first choice's, so the form can focus the group. */
  ref?: Ref<HTMLInputElement>;
  value: number | null;
  onChange: (rating: number) => void;
  error?: string | undefined;
}) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  const stars = Array.from({ length: FEEDBACK_RATING_MAX }, (_, i) => i + 1);
  return (
    <FieldGroup id={id} legend="How does Create Together feel today?" error={error}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex items-center">
          {stars.map((n) => (
            <label
              key={n}
              title={`${starName(n)}: ${RATING_LABELS[n - 1]}`}
              onMouseEnter={() => setHovered(n)}
              onMouseLeave={() => setHovered(null)}
              className={cn('cursor-pointer rounded-md p-1', focusRing)}
            >
              <input
                ref={n === 1 ? ref : undefined}
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <span className="sr-only">{starName(n)}</span>
              <Star
                aria-hidden
                className={cn(
                  'size-7 transition-colors',
                  n <= shown ? 'fill-amber-400 text-amber-400' : 'text-ink-faint',
                )}
              />
            </label>
          ))}
        </div>
        <span className="text-sm text-ink-muted">
          {shown > 0 ? RATING_LABELS[shown - 1] : 'Choose 1 to 5 stars'}
        </span>
      </div>
    </FieldGroup>
  );
}

/** Read-only stars, e.g. in the list: one name for the whole row. */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of ${FEEDBACK_RATING_MAX}`} className="inline-flex">
      {Array.from({ length: FEEDBACK_RATING_MAX }, (_, i) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, never reordered.
          key={i}
          aria-hidden
          className={cn('size-4', i < rating ? 'fill-amber-400 text-amber-400' : 'text-ink-faint/60')}
        />
      ))}
    </span>
  );
}
