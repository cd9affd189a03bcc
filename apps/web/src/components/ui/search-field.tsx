import { Search } from 'lucide-react';
import { type InputHTMLAttributes, useId } from 'react';
import { cn } from '@/lib/cn';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className' | 'type'>;

/** A search input with a (visually hidden) label and the placeholder SPEC.md gives. */
export function SearchField({
  label,
  value,
  onChange,
  className,
  ...inputProps
}: InputProps & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('relative min-w-0', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-faint"
      />
      <input
        autoComplete="off"
        {...inputProps}
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full rounded-lg border border-line bg-surface-2 pr-3 pl-9 text-sm text-ink placeholder:text-ink-faint focus:border-accent-500/70 focus:outline-none focus-visible:outline-2 focus-visible:outline-accent-400"
      />
    </div>
  );
}
