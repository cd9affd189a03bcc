import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One titled card of the settings page. */
export function SettingsSection({
  id,
  title,
  description,
  action,
  danger,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  action?: ReactNode;
  /** The danger zone: what cannot be undone, set apart in red. */
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-2xl border p-5 sm:p-6',
        danger ? 'border-rose-500/40 bg-rose-950/20' : 'border-line bg-surface/80',
      )}
    >
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={id} className="text-base font-semibold text-ink">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
