import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { buttonClass } from './button';

/** An upload under way: a progress bar named `label`, its percentage, and Cancel upload. */
export function UploadProgress({
  label,
  percent,
  onCancel,
  className,
}: {
  label: string;
  /** 0–100, or null while the size is unknown. */
  percent: number | null;
  onCancel: () => void;
  className?: string;
}) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        className="h-2 flex-1 overflow-hidden rounded-full bg-surface-3"
      >
        <div
          className="h-full rounded-full bg-accent-500 transition-[width] duration-150"
          style={{ width: `${percent ?? 0}%` }}
        />
      </div>
      <span className="w-10 text-right text-xs text-ink-muted tabular-nums">
        {percent === null ? '…' : `${percent}%`}
      </span>
      <button type="button" onClick={onCancel} className={buttonClass('ghost', 'sm')}>
        <X aria-hidden className="size-4" />
        Cancel upload
      </button>
    </div>
  );
}
