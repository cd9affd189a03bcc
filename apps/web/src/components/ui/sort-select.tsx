import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

/** The sort dropdown: a labelled native select (keyboard and screen-reader friendly everywhere). */
export function SortSelect<T extends string>({
  options,
  value,
  onChange,
  label = 'Sort by',
}: {
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-ink-muted">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as T)}
          className="h-10 appearance-none rounded-lg border border-line bg-surface-2 pr-9 pl-3 text-sm text-ink focus:border-accent-500/70 focus:outline-none focus-visible:outline-2 focus-visible:outline-accent-400"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-faint"
        />
      </div>
    </div>
  );
}
