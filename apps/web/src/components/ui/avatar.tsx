import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useAfterFirstScreen } from './first-screen';

const sizes = {
  xs: 'size-5 text-[0.625rem]',
  sm: 'size-7 text-xs',
  md: 'size-9 text-sm',
  lg: 'size-16 text-xl',
  xl: 'size-24 text-3xl',
};

/**
 * A round picture, or the name's initial on the accent when there is none (or it fails to load).
 * Its size is the box's, so nothing moves when the picture arrives.
 */
export function Avatar({
  src,
  name,
  size = 'md',
  className,
  afterFirstScreen = false,
}: {
  src: string | null | undefined;
  name: string;
  size?: keyof typeof sizes;
  className?: string;
  /** On a page whose top cover is the first screen's largest paint: the picture waits for it (the initial shows meanwhile). */
  afterFirstScreen?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const ready = useAfterFirstScreen(afterFirstScreen);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      aria-hidden
      className={cn(
        'inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-gradient-to-br from-accent-500 to-accent-800 font-semibold text-white ring-1 ring-white/10',
        sizes[size],
        className,
      )}
    >
      {src && !failed && ready ? (
        // Lazy: a list's avatars below the fold do not take a phone's bandwidth from its first screen.
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        initial
      )}
    </span>
  );
}
