import type { ReactNode } from 'react';

/**
 * Where toasts appear: a live region, there from the first paint so that screen readers announce
 * what comes into it (politely; errors are alerts). The toasts inside are ToastList.
 */
export function ToastRegion({ children }: { children?: ReactNode }) {
  return (
    <section
      aria-label="Alerts"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end"
    >
      {children}
    </section>
  );
}
