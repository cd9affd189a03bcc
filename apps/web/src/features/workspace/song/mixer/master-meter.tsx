import { useRef } from 'react';
import type { MeterReading } from '@/lib/mixer/engine';
import { MIXER_TEXT } from './mixer-constants';
import { useFrame } from './use-frame';

/** −60 dBFS at the left, 0 at the right. */
const FLOOR_DB = -60;
const HOLD_MS = 1500;
const CLIP_DB = -0.1;
const CLIP_HOLD_MS = 2000;

const QUIET: MeterReading = {
  left: { peakDb: Number.NEGATIVE_INFINITY, rmsDb: Number.NEGATIVE_INFINITY },
  right: { peakDb: Number.NEGATIVE_INFINITY, rmsDb: Number.NEGATIVE_INFINITY },
};

const fraction = (db: number) =>
  Number.isFinite(db) ? Math.min(1, Math.max(0, (db - FLOOR_DB) / -FLOOR_DB)) : 0;

/**
 * The master level, two bars (left, right) with RMS, peak and a held peak, and a clip light above
 * −0.1 dBFS held 2 s; drawn on each frame while playing. Without motion (prefers-reduced-motion) the
 * numbers are shown instead, updated as often.
 */
export function MasterMeter({ read, running }: { read: () => MeterReading; running: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const numbers = useRef<HTMLSpanElement>(null);
  const held = useRef({ left: { db: -Infinity, at: 0 }, right: { db: -Infinity, at: 0 }, clipAt: 0 });

  useFrame(() => {
    // Stopped: the bars fall to nothing (the held peak and the clip light keep their seconds).
    const reading = running ? read() : QUIET;
    const now = performance.now();
    const state = held.current;
    for (const side of ['left', 'right'] as const) {
      const peak = reading[side].peakDb;
      if (peak >= state[side].db || now - state[side].at > HOLD_MS) state[side] = { db: peak, at: now };
      if (peak > CLIP_DB) state.clipAt = now;
    }
    const clipping = now - state.clipAt < CLIP_HOLD_MS && state.clipAt > 0;
    if (numbers.current) {
      const db = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '−∞');
      numbers.current.textContent = `L ${db(reading.left.peakDb)} · R ${db(reading.right.peakDb)} dB${clipping ? ' · clip' : ''}`;
    }
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const ratio = window.devicePixelRatio || 1;
    const width = element.clientWidth;
    const height = element.clientHeight;
    if (element.width !== Math.round(width * ratio)) element.width = Math.round(width * ratio);
    if (element.height !== Math.round(height * ratio)) element.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    const barWidth = width - 10;
    const barHeight = (height - 2) / 2;
    (['left', 'right'] as const).forEach((side, row) => {
      const y = row * (barHeight + 2);
      const level = reading[side];
      context.fillStyle = 'rgb(255 255 255 / 0.06)';
      context.fillRect(0, y, barWidth, barHeight);
      context.fillStyle = '#4ade80';
      context.fillRect(0, y, barWidth * fraction(level.rmsDb), barHeight);
      context.fillStyle = level.peakDb > -6 ? '#fbbf24' : '#86efac';
      context.fillRect(0, y, barWidth * fraction(level.peakDb), barHeight / 3);
      context.fillStyle = 'rgb(255 255 255 / 0.8)';
      context.fillRect(barWidth * fraction(state[side].db) - 1, y, 2, barHeight);
    });
    context.fillStyle = clipping ? '#f43f5e' : 'rgb(255 255 255 / 0.12)';
    context.fillRect(width - 7, 0, 7, height);
  }, running);

  return (
    <div className="flex min-w-0 items-center gap-2" title={MIXER_TEXT.meter}>
      <canvas ref={canvas} aria-hidden className="h-4 w-full min-w-16 motion-reduce:hidden sm:w-32" />
      <span ref={numbers} className="hidden text-xs text-ink-muted tabular-nums motion-reduce:inline">
        L −∞ · R −∞ dB
      </span>
      <span className="sr-only">{MIXER_TEXT.meter}</span>
    </div>
  );
}
