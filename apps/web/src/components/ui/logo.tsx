import { cn } from '@/lib/cn';

/** The mark: two overlapping rings, one in the accent. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={cn('size-7', className)}>
      <defs>
        <linearGradient id="ct-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7f98ff" />
          <stop offset="1" stopColor="#3353c2" />
        </linearGradient>
      </defs>
      <circle cx="25" cy="32" r="14" fill="none" stroke="url(#ct-logo-gradient)" strokeWidth="6" />
      <circle cx="39" cy="32" r="14" fill="none" stroke="#e8eaf2" strokeOpacity="0.92" strokeWidth="6" />
    </svg>
  );
}

export function Wordmark({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight text-ink', className)}>
      <LogoMark />
      <span>Create Together</span>
    </span>
  );
}
