import { AlertTriangle } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';

/** A failed load, with the reason and a way to try again. */
export function LoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-rose-500/30 bg-rose-500/5 px-6 py-12 text-center"
    >
      <AlertTriangle aria-hidden className="mb-3 size-6 text-rose-300" />
      <h2 className="text-base font-semibold text-ink">Projects could not be loaded</h2>
      <p className="mt-1 max-w-md text-sm text-ink-muted">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className={buttonClass('secondary', 'md', 'mt-5')}
      >
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </div>
  );
}

/** Where cards will be, while the first page loads. */
export function ProjectGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul aria-hidden className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <li key={index} className="overflow-hidden rounded-2xl border border-line bg-surface">
          <div className="aspect-[16/9] animate-pulse bg-surface-2" />
          <div className="space-y-3 p-4">
            <div className="h-4 w-20 animate-pulse rounded-full bg-surface-3" />
            <div className="h-5 w-3/4 animate-pulse rounded bg-surface-3" />
            <div className="h-3.5 w-full animate-pulse rounded bg-surface-2" />
            <div className="h-3.5 w-2/3 animate-pulse rounded bg-surface-2" />
          </div>
        </li>
      ))}
    </ul>
  );
}
