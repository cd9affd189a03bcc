import { useEffect, useRef } from 'react';
import { formatDuration } from '@/entities/media';

/** Tick steps in seconds: the smallest that leaves room for a label is used. */
const TIME_STEPS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300];
const LABEL_GAP_PX = 64;
export const RULER_HEIGHT = 28;

export interface RulerView {
  startSec: number;
  pxPerSec: number;
  width: number;
}

interface Tempo {
  bpm: number;
  beatsPerBar: number;
}

/** Minutes and seconds ("1:05", or "0:02.5" below a second); bars with a tempo ("12"). */
function label(sec: number, step: number): string {
  if (step >= 1) return formatDuration(sec);
  const whole = Math.floor(sec);
  return `${formatDuration(whole)}.${Math.round((sec - whole) * 10)}`;
}

function draw(
  canvas: HTMLCanvasElement,
  view: RulerView,
  tempo: Tempo | null,
  loop: { start: number; end: number } | null,
  loopOn: boolean,
) {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.max(1, Math.round(view.width * ratio));
  canvas.height = Math.round(RULER_HEIGHT * ratio);
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, view.width, RULER_HEIGHT);
  const x = (sec: number) => (sec - view.startSec) * view.pxPerSec;
  const endSec = view.startSec + view.width / view.pxPerSec;

  if (loop) {
    context.fillStyle = loopOn ? 'rgb(127 152 255 / 0.28)' : 'rgb(148 163 184 / 0.14)';
    context.fillRect(x(loop.start), 0, (loop.end - loop.start) * view.pxPerSec, RULER_HEIGHT);
  }
  context.font = '11px ui-sans-serif, system-ui, sans-serif';
  context.textBaseline = 'top';
  if (tempo) {
    const beat = 60 / tempo.bpm;
    const bar = beat * tempo.beatsPerBar;
    // Every bar labelled when there is room, else every 2nd, 4th…
    let every = 1;
    while (bar * every * view.pxPerSec < LABEL_GAP_PX) every *= 2;
    const showBeats = beat * view.pxPerSec >= 8;
    const first = Math.max(0, Math.floor(view.startSec / beat));
    for (let n = first; n * beat <= endSec; n++) {
      const at = Math.round(x(n * beat)) + 0.5;
      const isBar = n % tempo.beatsPerBar === 0;
      if (!isBar && !showBeats) continue;
      const barNumber = n / tempo.beatsPerBar;
      const labelled = isBar && barNumber % every === 0;
      context.fillStyle = isBar ? 'rgb(226 232 240 / 0.55)' : 'rgb(148 163 184 / 0.35)';
      context.fillRect(at, labelled ? 0 : isBar ? RULER_HEIGHT / 2 : (RULER_HEIGHT * 3) / 4, 1, RULER_HEIGHT);
      if (labelled) {
        context.fillStyle = 'rgb(226 232 240 / 0.85)';
        context.fillText(String(barNumber + 1), at + 4, 3);
      }
    }
    return;
  }
  const step = TIME_STEPS.find((s) => s * view.pxPerSec >= LABEL_GAP_PX) ?? 600;
  const minor = step / 5;
  for (let n = Math.max(0, Math.floor(view.startSec / minor)); n * minor <= endSec; n++) {
    const at = Math.round(x(n * minor)) + 0.5;
    const major = n % 5 === 0;
    context.fillStyle = major ? 'rgb(226 232 240 / 0.55)' : 'rgb(148 163 184 / 0.3)';
    context.fillRect(at, major ? 0 : (RULER_HEIGHT * 3) / 4, 1, RULER_HEIGHT);
    if (major) {
      context.fillStyle = 'rgb(226 232 240 / 0.85)';
      context.fillText(label(n * minor, step), at + 4, 3);
    }
  }
}

/**
 * The song's ruler: minutes and seconds, or bars and beats with a tempo; the loop region shaded.
 * A click seeks there; dragging with Shift (or from the loop's shaded area) sets the loop region.
 */
export function Ruler({
  view,
  tempo,
  loop,
  loopOn,
  songSec,
  minLoopSec,
  onSeek,
  onLoop,
}: {
  view: RulerView;
  tempo: Tempo | null;
  loop: { start: number; end: number } | null;
  loopOn: boolean;
  songSec: number;
  minLoopSec: number;
  onSeek: (sec: number) => void;
  onLoop: (region: { start: number; end: number }) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ from: number; looping: boolean } | null>(null);

  useEffect(() => {
    if (canvas.current) draw(canvas.current, view, tempo, loop, loopOn);
  }, [view, tempo, loop, loopOn]);

  const secAt = (event: React.PointerEvent) => {
    const box = event.currentTarget.getBoundingClientRect();
    const sec = view.startSec + (event.clientX - box.left) / view.pxPerSec;
    return Math.min(songSec, Math.max(0, sec));
  };

  return (
    <canvas
      ref={canvas}
      aria-hidden
      data-testid="song-ruler"
      style={{ width: view.width, height: RULER_HEIGHT }}
      className="block cursor-pointer touch-none"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { from: secAt(event), looping: event.shiftKey };
      }}
      onPointerUp={(event) => {
        const started = drag.current;
        drag.current = null;
        if (!started) return;
        const to = secAt(event);
        if (started.looping && Math.abs(to - started.from) >= minLoopSec)
          onLoop({ start: Math.min(started.from, to), end: Math.max(started.from, to) });
        else onSeek(to);
      }}
    />
  );
}
