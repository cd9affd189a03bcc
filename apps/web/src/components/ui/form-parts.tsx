import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const inputClass =
  'w-full rounded-lg border border-line bg-surface-2 px-3 text-sm text-ink placeholder:text-ink-faint transition-colors focus:border-accent-500/70 focus:outline-none focus-visible:outline-2 focus-visible:outline-accent-400 aria-[invalid=true]:border-rose-400/70 disabled:opacity-60';

/** aria-invalid and aria-describedby for a control whose error / hint sit under it. */
export function fieldA11y(id: string, error: string | undefined, hint?: ReactNode) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

/** A label, the control, a hint and the field's error (read with the control). */
export function FormField({
  id,
  label,
  hint,
  error,
  aside,
  children,
  className,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Shown at the label's right, e.g. a character count. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {aside}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-faint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A card grouping related fields under a heading. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface/80 p-5 sm:p-6">
      <h2 id={headingId} className="text-base font-semibold text-ink">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      <div className="mt-5 flex flex-col gap-5">{children}</div>
    </section>
  );
}

/** The form's message area: announced when it changes, empty otherwise. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-atomic="true">
      {message ? (
        <p className="rounded-xl border border-rose-400/30 bg-rose-950/40 px-4 py-3 text-sm font-medium text-rose-100">
          {message}
        </p>
      ) : null}
    </div>
  );
}
