import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing: an icon, one line of what, one of what next. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface/60 px-6 py-14 text-center">
      <span className="mb-4 grid size-12 place-items-center rounded-xl border border-line bg-surface-2 text-accent-300">
        <Icon aria-hidden className="size-5" />
      </span>
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      {children ? <div className="mt-1.5 max-w-md text-sm text-ink-muted">{children}</div> : null}
      {action ? <div className="mt-5 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
