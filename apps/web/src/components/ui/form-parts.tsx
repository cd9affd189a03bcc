import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const inputClass =
  'w-full rounded-lg border border-line bg-surface-2 px-3 text-sm text-ink placeholder:text-ink-faint transition-colors focus:border-accent-500/70 focus:outline-none focus-visible:outline-2 focus-visible:outline-accent-400 aria-[invalid=true]:border-rose-400/70 disabled:opacity-60';

/** aria-invalid and aria-describedby for a control whose error / hint sit under it. */
export function fieldA11y(id: string, error: string | undefined, hint?: ReactNode) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

/** A label, the control, a hint and the field's error (its message read with the control). */
export function FormField({
  id,
  label,
  hint,
  error,
  optional,
  aside,
  children,
  className,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
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
          {optional ? <span className="ml-1.5 text-xs font-normal text-ink-faint">Optional</span> : null}
        </label>
        {aside}
      </div>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
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
  return (
    <section className="rounded-2xl border border-line bg-surface/80 p-5 sm:p-6">
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      <div className="mt-5 flex flex-col gap-5">{children}</div>
    </section>
  );
}

/** An on/off switch with a visible label and a line saying what the current state means. */
export function SwitchField({
  id,
  label,
  checked,
  onChange,
  description,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description: string;
}) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-line bg-surface-2/60 p-4">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-ink">
          {label}
        </p>
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-ink-muted">
          {description}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400',
          checked ? 'border-accent-500 bg-accent-600' : 'border-line-strong bg-surface-3',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'inline-block size-4.5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}

/** The form's message area: announced when it changes (role=alert), empty otherwise. */
export function FormAlert({ message, detail }: { message: string | null; detail?: string | null }) {
  return (
    <div role="alert" aria-atomic="true">
      {message ? (
        <div className="rounded-xl border border-rose-400/30 bg-rose-950/40 px-4 py-3 text-sm text-rose-100">
          <p className="font-medium">{message}</p>
          {detail ? <p className="mt-1 text-rose-200/90">{detail}</p> : null}
        </div>
      ) : null}
    </div>
  );
}

/** A group of controls under one legend, with its hint and error read with it. */
export function FieldGroup({
  id,
  legend,
  hint,
  error,
  children,
}: {
  id: string;
  legend: string;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={describedBy || undefined}>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/** A field's hint and error under it, with the ids `fieldA11y` points at. */
function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | undefined }) {
  return (
    <>
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
    </>
  );
}
