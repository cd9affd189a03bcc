import { AlertTriangle } from 'lucide-react';
import { buttonClass } from './button';

/** A failed load: what failed, why (or a hint), and a way to try again. */
export function LoadError({
  title,
  message,
  onRetry,
  retrying = false,
}: {
  /** The headline; without one, `message` is the headline and a connection hint follows. */
  title?: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-rose-500/30 bg-rose-500/5 px-6 py-12 text-center"
    >
      <AlertTriangle aria-hidden className="mb-3 size-6 text-rose-300" />
      <h2 className="text-base font-semibold text-ink">{title ?? message}</h2>
      <p className="mt-1 max-w-md text-sm text-ink-muted">
        {title ? message : 'Check your connection, then try again.'}
      </p>
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
