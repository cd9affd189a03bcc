import { Check, CloudOff, LoaderCircle } from 'lucide-react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import type { DocStatus as Status } from '@/lib/coedit/doc-provider-types';
import { COEDIT_MESSAGES as M, SAVING_SHOWN_AFTER_MS } from './coedit-constants';

/**
 * Whether this editor's changes are stored: "Saved", "Saving…" (only once a change has waited a
 * moment), or offline with the edits kept. There is no Save button: every change is sent as made.
 */
export function DocStatus({
  status,
  saved,
  className,
}: {
  status: Status;
  saved: boolean;
  className?: string;
}) {
  const waiting = useDebouncedValue(!saved, SAVING_SHOWN_AFTER_MS);
  const [Icon, label] =
    status === 'offline'
      ? [CloudOff, M.offline]
      : waiting && !saved
        ? [LoaderCircle, M.saving]
        : [Check, M.saved];
  return (
    <p
      role="status"
      className={cn(
        'inline-flex min-w-0 items-center gap-1.5 px-1.5 text-xs',
        status === 'offline' ? 'text-amber-200' : 'text-ink-faint',
        className,
      )}
    >
      <Icon aria-hidden className={cn('size-3.5 shrink-0', Icon === LoaderCircle && 'animate-spin')} />
      <span>{label}</span>
    </p>
  );
}
