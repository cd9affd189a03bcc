import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** How long typing must settle before the dropdown searches (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 250;

/** The link style of one result row in the dropdown. */
export const resultLinkClass =
  'flex items-center justify-between gap-3 rounded-md py-1.5 pr-2 pl-5.5 text-sm text-ink hover:bg-white/5';

/** What a section says while it has nothing to list: how to search, that it is searching, or why not. */
export function searchHint(
  q: string,
  results: { isPending: boolean; isError: boolean },
  found: number,
  texts: { idle: string; failed: string; none: string },
): string | null {
  if (!q) return texts.idle;
  if (results.isPending) return 'Searching…';
  if (results.isError) return texts.failed;
  return found === 0 ? texts.none : null;
}

/** One titled section of the dropdown: its hint while there is nothing to list, else its results. */
export function SearchSection({
  title,
  icon: Icon,
  hint,
  children,
}: {
  title: string;
  icon: LucideIcon;
  hint: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-lg px-2 py-2">
      <h2 className="mb-1 flex items-center gap-2 text-[11px] font-semibold tracking-[0.14em] text-ink-faint uppercase">
        <Icon aria-hidden className="size-3.5" />
        {title}
      </h2>
      {hint ? (
        <p role="status" className="pl-5.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : (
        <ul className="flex flex-col">{children}</ul>
      )}
    </section>
  );
}
