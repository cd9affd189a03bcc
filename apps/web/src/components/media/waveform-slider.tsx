import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { formatDuration } from '@/entities/media';
import { cn } from '@/lib/cn';

/** Arrow keys move this many seconds; Page Up / Page Down a tenth of the track. */
const STEP_SECONDS = 5;
/** Narrower than this per bar, bars blur into a block: neighbours are merged instead. */
const MIN_BAR_PX = 3;

/** `peaks` in at most `count` bars, each the loudest of the ones it stands for. */
function fitPeaks(peaks: readonly number[], count: number): readonly number[] {
  if (count >= peaks.length) return peaks;
  return Array.from({ length: count }, (_, index) => {
    const start = Math.floor((index * peaks.length) / count);
    const end = Math.max(start + 1, Math.floor(((index + 1) * peaks.length) / count));
    return Math.max(...peaks.slice(start, end));
  });
}

/** The element's width in pixels, once it has been laid out (null before, and without ResizeObserver). */
function useWidth(element: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * The waveform as a seek bar: bars (or a flat line when there is no waveform), the played part
 * lit. Click or drag to seek, or use the keyboard like any slider.
 */
export function WaveformSlider({
  peaks,
  current,
  duration,
  label,
  onSeek,
  compact,
  marks,
}: {
  /** Comments' moments and ranges, in seconds, drawn over the waveform (resolved ones faint). */
  marks?: readonly { at: number; end: number | null; resolved: boolean }[];
  /** 0–100 per bar, or null. */
  peaks: readonly number[] | null;
  current: number;
  duration: number;
  label: string;
  onSeek: (seconds: number) => void;
  compact?: boolean;
}) {
  const dragging = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const bars = peaks && width ? fitPeaks(peaks, Math.max(8, Math.floor(width / MIN_BAR_PX))) : peaks;
  const progress = duration > 0 ? Math.min(1, current / duration) : 0;
  const seek = (seconds: number) => onSeek(Math.min(duration, Math.max(0, seconds)));

  const seekToPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) seek(((event.clientX - box.left) / box.width) * duration);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const page = Math.max(STEP_SECONDS, duration / 10);
    const moves: Record<string, number> = {
      ArrowRight: current + STEP_SECONDS,
      ArrowUp: current + STEP_SECONDS,
      ArrowLeft: current - STEP_SECONDS,
      ArrowDown: current - STEP_SECONDS,
      PageUp: current + page,
      PageDown: current - page,
      Home: 0,
      End: duration,
    };
    const target = moves[event.key];
    if (target === undefined || duration <= 0) return;
    event.preventDefault();
    seek(target);
  };

  return (
    <div
      ref={box}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(current)}
      aria-valuetext={`${formatDuration(current)} of ${formatDuration(duration)}`}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        if (duration <= 0) return;
        dragging.current = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        seekToPointer(event);
      }}
      onPointerMove={(event) => {
        if (dragging.current) seekToPointer(event);
      }}
      onPointerUp={(event) => {
        dragging.current = false;
        event.currentTarget.releasePointerCapture?.(event.pointerId);
      }}
      onPointerCancel={() => {
        dragging.current = false;
      }}
      className={cn(
        'group relative w-full cursor-pointer touch-none rounded-md outline-none focus-visible:ring-2 focus-visible:ring-accent-400/70',
        compact ? 'h-8' : 'h-12',
      )}
    >
      {bars && bars.length > 0 ? <Bars peaks={bars} progress={progress} /> : <FlatLine progress={progress} />}
      {duration > 0
        ? marks?.map((mark) => (
            <span
              key={`${mark.at}-${mark.end}`}
              aria-hidden
              data-mark
              className={cn(
                'pointer-events-none absolute top-0 bottom-0 min-w-0.5 rounded-sm',
                mark.resolved ? 'bg-white/15' : 'bg-amber-300/70',
                mark.end !== null && (mark.resolved ? 'bg-white/5' : 'bg-amber-300/20'),
              )}
              style={{
                left: `${(Math.min(mark.at, duration) / duration) * 100}%`,
                width:
                  mark.end === null ? 2 : `${((Math.min(mark.end, duration) - mark.at) / duration) * 100}%`,
              }}
            />
          ))
        : null}
      <span
        aria-hidden
        className="pointer-events-none absolute inset-y-0 w-px bg-accent-200/80 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
        style={{ left: `${progress * 100}%` }}
      />
    </div>
  );
}

function Bars({ peaks, progress }: { peaks: readonly number[]; progress: number }) {
  const played = progress * peaks.length;
  return (
    <svg
      aria-hidden
      viewBox={`0 0 ${peaks.length * 3} 100`}
      preserveAspectRatio="none"
      className="pointer-events-none size-full"
    >
      {peaks.map((peak, index) => {
        const height = Math.max(4, Math.min(100, peak));
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: a bar is its position in the waveform
            key={index}
            data-bar
            x={index * 3}
            y={(100 - height) / 2}
            width={2}
            height={height}
            rx={1}
            className={index < played ? 'fill-accent-400' : 'fill-ink-faint/35'}
          />
        );
      })}
    </svg>
  );
}

/** No waveform (a format the server could not decode): a line that fills as it plays. */
function FlatLine({ progress }: { progress: number }) {
  return (
    <div
      data-flat-line
      aria-hidden
      className="pointer-events-none absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded-full bg-ink-faint/35"
    >
      <div className="h-full rounded-full bg-accent-400" style={{ width: `${progress * 100}%` }} />
    </div>
  );
}
