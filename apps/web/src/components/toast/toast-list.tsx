import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { type ToastType, useToastStore } from './toast-store';

const look: Record<ToastType, { icon: typeof Info; className: string; label: string }> = {
  success: { icon: CircleCheck, className: 'text-emerald-300', label: 'Success' },
  error: { icon: CircleAlert, className: 'text-rose-300', label: 'Error' },
  warning: { icon: TriangleAlert, className: 'text-amber-300', label: 'Warning' },
  info: { icon: Info, className: 'text-accent-300', label: 'Info' },
};

/** The toasts themselves, each with its icon and a dismiss button (inside a ToastRegion). */
export function ToastList() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);

  return (
    <>
      {toasts.map((item) => {
        const { icon: Icon, className, label } = look[item.type];
        return (
          <div
            key={item.id}
            role={item.type === 'error' ? 'alert' : undefined}
            className="toast-enter pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border border-line bg-surface-2/95 p-3.5 text-sm text-ink shadow-2xl shadow-black/40 backdrop-blur"
          >
            <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', className)} />
            <p className="min-w-0 flex-1 leading-snug">
              <span className="sr-only">{label}: </span>
              {item.message}
            </p>
            <button
              type="button"
              aria-label="Dismiss notification"
              onClick={() => dismiss(item.id)}
              className="-m-1 rounded-md p-1 text-ink-muted transition hover:bg-white/5 hover:text-ink"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
        );
      })}
    </>
  );
}
