import { cn } from '@/lib/cn';

/** A spinning ring with an accessible name; `showLabel` also prints the label beside it. */
export function Spinner({
  label = 'Loading...',
  showLabel = false,
  className,
}: {
  label?: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <div role="status" className={cn('inline-flex items-center gap-3 text-sm text-ink-muted', className)}>
      <span
        aria-hidden
        className="size-5 animate-spin rounded-full border-2 border-accent-400/25 border-t-accent-400"
      />
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </div>
  );
}

/** A small ring in a pending button, in the button's own colour (the label says what is pending). */
export function ButtonSpinner() {
  return (
    <span
      aria-hidden
      className="size-4 animate-spin rounded-full border-2 border-current/30 border-t-current"
    />
  );
}

/**
 * The least height of a whole page's placeholder: a screen, less the top bar. The footer stays
 * below the fold until the page is there, rather than showing and then being pushed down by it
 * (a layout shift of the whole footer).
 */
export const PAGE_PLACEHOLDER_MIN_HEIGHT = 'min-h-[calc(100dvh-4rem)]';

/**
 * The placeholder while a page's code or data loads. Never the page's largest contentful paint:
 * its ring is a border (not content) and its label is for screen readers only.
 */
export function PageSpinner({ label = 'Loading page...' }: { label?: string }) {
  return (
    <div className={cn('flex items-center justify-center', PAGE_PLACEHOLDER_MIN_HEIGHT)}>
      <Spinner label={label} />
    </div>
  );
}

/** Centred spinner with its text visible, e.g. "Loading..." while the session is verified. */
export function FullSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} showLabel />
    </div>
  );
}
