import { useState } from 'react';
import { cn } from '@/lib/cn';

const sizes = {
  md: 'size-12 text-base rounded-xl',
  lg: 'size-20 text-2xl rounded-2xl sm:size-24 sm:text-3xl',
};

/** "Night Shift Collective" → "NS": the first letters of the first two words. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => [...word].find((char) => /[\p{L}\p{N}]/u.test(char)) ?? '')
    .filter(Boolean);
  return letters.slice(0, 2).join('').toUpperCase() || '?';
}

/** A collective's picture, or its initials on the accent when it has none (or it fails to load). */
export function CollectiveAvatar({
  src,
  name,
  size = 'md',
  className,
}: {
  src: string | null;
  name: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <span
      aria-hidden
      className={cn(
        'inline-grid shrink-0 place-items-center overflow-hidden bg-gradient-to-br from-accent-500/90 to-accent-900 font-semibold tracking-wide text-white ring-1 ring-white/10',
        sizes[size],
        className,
      )}
    >
      {src && !failed ? (
        <img src={src} alt="" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
