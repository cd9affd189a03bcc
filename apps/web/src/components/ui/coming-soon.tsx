import { Compass, type LucideIcon, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './button';
import { PageTitle } from './page-header';

/** A placeholder page of SPEC.md §2.3: it names its feature and says it is coming soon. */
export function ComingSoon({
  title,
  message,
  icon: Icon = Sparkles,
  children,
  eyebrow = 'Coming soon',
}: {
  /** The feature's name, shown as the page's h1. */
  title: string;
  /** One sentence, e.g. "Commissions are coming soon." */
  message: string;
  icon?: LucideIcon;
  /** Extra content under the message (e.g. a category row). */
  children?: ReactNode;
  eyebrow?: string;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-12 text-center sm:py-20">
      <PageTitle title={title} />
      <span className="relative mb-6 grid size-16 place-items-center rounded-2xl border border-line bg-surface-2 text-accent-300 shadow-[0_0_60px_-12px] shadow-accent-600/50">
        <Icon aria-hidden className="size-7" />
      </span>
      <p className="mb-2 text-xs font-semibold tracking-[0.18em] text-accent-300 uppercase">{eyebrow}</p>
      <h1 className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mt-3 text-base text-ink-muted">{message}</p>
      {children ? <div className="mt-8 w-full">{children}</div> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/explore" className={buttonClass('primary')}>
          <Compass aria-hidden className="size-4" />
          Browse projects
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          Back to home
        </Link>
      </div>
    </section>
  );
}
