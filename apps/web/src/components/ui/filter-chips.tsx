import { cn } from '@/lib/cn';

/** A row of mutually exclusive choices (categories, a content toggle); the chosen one is pressed. */
export function FilterChips<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  /** Names the group for assistive technology, e.g. "Categories". */
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <fieldset className={cn('flex min-w-0 flex-wrap gap-2', className)}>
      <legend className="sr-only">{label}</legend>
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={cn(
              'h-8 rounded-full border px-3.5 text-sm font-medium transition-colors',
              active
                ? 'border-accent-500/70 bg-accent-600/20 text-accent-100'
                : 'border-line bg-surface-2 text-ink-muted hover:border-line-strong hover:text-ink',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </fieldset>
  );
}

/**
 * Two or three options shown as one segmented switch (e.g. Projects / Posts). With `label` it is
 * its own labelled group; without, the caller's group (a form's fieldset) names it. `fill` spreads
 * the options in equal widths across the whole row.
 */
export function SegmentedToggle<T extends string>({
  label,
  options,
  value,
  onChange,
  fill = false,
}: {
  label?: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  fill?: boolean;
}) {
  const buttons = options.map((option) => {
    const active = option.value === value;
    return (
      <button
        key={option.value}
        type="button"
        aria-pressed={active}
        onClick={() => onChange(option.value)}
        className={cn(
          'text-sm font-medium transition-colors',
          fill ? 'h-9 min-w-0 rounded-lg px-2' : 'h-8 rounded-md px-4',
          active ? 'bg-accent-600 text-white shadow-sm' : 'text-ink-muted hover:text-ink',
        )}
      >
        {option.label}
      </button>
    );
  });
  const frame = cn(
    'border border-line bg-surface-2 p-1',
    fill ? 'grid auto-cols-fr grid-flow-col rounded-xl' : 'inline-flex rounded-lg',
  );
  if (label === undefined) return <div className={frame}>{buttons}</div>;
  return (
    <fieldset className={frame}>
      <legend className="sr-only">{label}</legend>
      {buttons}
    </fieldset>
  );
}
