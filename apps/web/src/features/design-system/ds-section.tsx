import type { ReactNode } from 'react';
import { PageSection } from '@/components/ui/page-section';
import { cn } from '@/lib/cn';

/**
 * One part of the design-system page: the real PageSection (so the page itself shows it), with an
 * anchor the table of contents links to, and a surface for the examples.
 */
export function DsSection({
  id,
  title,
  usage,
  children,
  plain = false,
}: {
  id: string;
  title: string;
  /** When and how to use it, in a sentence or two. */
  usage: ReactNode;
  children: ReactNode;
  /** Without the surround, for examples that are surfaces themselves (cards, empty states). */
  plain?: boolean;
}) {
  return (
    <div id={id} className="scroll-mt-24">
      <PageSection title={title} description={usage}>
        <div className={cn(!plain && 'rounded-2xl border border-line bg-surface p-4 sm:p-6')}>{children}</div>
      </PageSection>
    </div>
  );
}

/** A labelled example inside a section, e.g. "Sizes" or "With an error". */
export function Example({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-3', className)}>
      <h3 className="text-xs font-semibold tracking-[0.14em] text-ink-faint uppercase">{label}</h3>
      {children}
    </div>
  );
}

/** A class list or a name as code, so it can be copied. */
export function Code({ children }: { children: ReactNode }) {
  return <code className="font-mono text-xs break-words text-accent-200">{children}</code>;
}
