import { Pause, Play, Repeat, SkipBack, ZoomIn, ZoomOut } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { EngineState } from '@/lib/mixer/engine-state';
import { barsBeats, formatClock } from '@/lib/mixer/timing';
import { MasterMeter } from './master-meter';
import { MIXER_TEXT } from './mixer-constants';
import { useFrame } from './use-frame';
import type { Mixer } from './use-mixer';

const isRunning = (state: EngineState) => state.status === 'playing' || state.status === 'priming';

/**
 * The transport: play/pause, back to start, the clock (minutes:seconds, and bars:beats with a
 * tempo), loop, zoom, the master meter, and whatever the panel adds (bounce, stems, settings). On a
 * phone it wraps into two rows.
 */
export function TransportBar({
  mixer,
  songSec,
  tempo,
  loopOn,
  hasLoop,
  onLoop,
  onZoom,
  canZoomIn,
  canZoomOut,
  children,
}: {
  mixer: Mixer;
  songSec: number;
  tempo: { bpm: number; beatsPerBar: number } | null;
  loopOn: boolean;
  hasLoop: boolean;
  onLoop: () => void;
  onZoom: (direction: 1 | -1) => void;
  canZoomIn: boolean;
  canZoomOut: boolean;
  children?: ReactNode;
}) {
  const clock = useRef<HTMLSpanElement>(null);
  const bars = useRef<HTMLSpanElement>(null);
  const running = isRunning(mixer.state);
  const busy = mixer.state.status === 'opening' || mixer.state.status === 'priming';

  useFrame(() => {
    const at = mixer.position();
    if (clock.current) clock.current.textContent = formatClock(at);
    if (bars.current && tempo) {
      const { bar, beat } = barsBeats(at, tempo.bpm, tempo.beatsPerBar);
      bars.current.textContent = `Bar ${bar} · Beat ${beat}`;
    }
  }, running);

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-line px-3 py-2">
      <div className="flex items-center gap-1">
        <button
          type="button"
          aria-label={running ? MIXER_TEXT.pause : MIXER_TEXT.play}
          onClick={() => (running ? mixer.pause() : void mixer.play())}
          disabled={mixer.state.status === 'failed'}
          className={buttonClass('primary', 'icon', 'size-11 rounded-full sm:size-10')}
        >
          {running ? <Pause aria-hidden className="size-5" /> : <Play aria-hidden className="size-5" />}
        </button>
        <button
          type="button"
          aria-label={MIXER_TEXT.toStart}
          onClick={() => mixer.seek(0)}
          className={buttonClass('ghost', 'icon', 'size-11 sm:size-10')}
        >
          <SkipBack aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          aria-label={MIXER_TEXT.loop}
          aria-pressed={loopOn}
          title={
            hasLoop
              ? MIXER_TEXT.loop
              : 'Loop four bars from here (or Shift-drag on the ruler to choose the region)'
          }
          onClick={onLoop}
          className={buttonClass(
            'ghost',
            'icon',
            cn('size-11 sm:size-10', loopOn && 'bg-accent-600/25 text-accent-100'),
          )}
        >
          <Repeat aria-hidden className="size-4" />
        </button>
      </div>
      <p className="flex min-w-0 items-baseline gap-2 text-sm tabular-nums" aria-live="off">
        <span ref={clock} className="font-medium text-ink">
          {formatClock(mixer.position())}
        </span>
        <span className="text-ink-faint">/ {formatClock(songSec)}</span>
        {tempo ? <span ref={bars} className="hidden text-ink-muted sm:inline" /> : null}
        {busy ? <Spinner label={MIXER_TEXT.decoding} className="size-4" /> : null}
      </p>
      <div className="ml-auto flex items-center gap-1">
        <button
          type="button"
          aria-label={MIXER_TEXT.zoomOut}
          disabled={!canZoomOut}
          onClick={() => onZoom(-1)}
          className={buttonClass('ghost', 'icon', 'size-11 sm:size-9')}
        >
          <ZoomOut aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          aria-label={MIXER_TEXT.zoomIn}
          disabled={!canZoomIn}
          onClick={() => onZoom(1)}
          className={buttonClass('ghost', 'icon', 'size-11 sm:size-9')}
        >
          <ZoomIn aria-hidden className="size-4" />
        </button>
        {children}
      </div>
      <div className="w-full sm:w-auto">
        <MasterMeter read={() => mixer.engine.meter()} running={running} />
      </div>
      {mixer.state.status === 'failed' ? (
        <p role="alert" className="w-full text-sm text-rose-300">
          {MIXER_TEXT.failed}
        </p>
      ) : null}
    </div>
  );
}
