import type { TrackColour } from '@create-together/contract';
import { useEffect, useRef } from 'react';
import { type Peaks, peaksForView } from '@/lib/mixer/peaks';
import { TRACK_COLOUR_HEX } from './mixer-constants';
import { usePeaks } from './use-peaks';

/** What a lane draws: a file placed in the song, or the place of a file that was deleted. */
export interface LaneSound {
  colour: TrackColour;
  startOffsetMs: number;
  durationMs: number;
  /** Null: the file was deleted; the lane keeps its place, hatched. */
  peaksUrl: string | null;
  hasFile: boolean;
}

interface View {
  /** The song's second at the lane's left edge. */
  startSec: number;
  pxPerSec: number;
  width: number;
  height: number;
}

/** Draws one lane's visible part: its ground, and its waveform from the peaks (a line without them). */
function draw(
  canvas: HTMLCanvasElement,
  sound: LaneSound,
  peaks: Peaks | null | undefined,
  view: View,
  dashed: boolean,
) {
  const ratio = window.devicePixelRatio || 1;
  const width = Math.max(1, Math.round(view.width * ratio));
  const height = Math.max(1, Math.round(view.height * ratio));
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, view.width, view.height);
  const colours = TRACK_COLOUR_HEX[sound.colour];
  const fromX = (sound.startOffsetMs / 1000 - view.startSec) * view.pxPerSec;
  const toX = fromX + (sound.durationMs / 1000) * view.pxPerSec;
  const left = Math.max(0, Math.floor(fromX));
  const right = Math.min(view.width, Math.ceil(toX));
  if (right <= left) return;
  const middle = view.height / 2;

  context.fillStyle = colours.ground;
  context.fillRect(left, 1, right - left, view.height - 2);
  context.strokeStyle = colours.wave;
  context.lineWidth = 1;
  if (dashed) context.setLineDash([4, 3]);
  context.strokeRect(left + 0.5, 1.5, right - left - 1, view.height - 3);
  context.setLineDash([]);

  if (!sound.hasFile) {
    // Hatched: the track keeps its place and length, silent.
    context.strokeStyle = 'rgb(255 255 255 / 0.12)';
    for (let x = left - view.height; x < right; x += 8) {
      context.beginPath();
      context.moveTo(Math.max(left, x), Math.min(view.height, view.height - (Math.max(left, x) - x)));
      context.lineTo(
        Math.min(right, x + view.height),
        Math.max(0, view.height - (Math.min(right, x + view.height) - x)),
      );
      context.stroke();
    }
    return;
  }

  context.fillStyle = colours.wave;
  if (!peaks) {
    context.fillRect(left, middle - 0.5, right - left, 1);
    return;
  }
  // The columns of the lane from the file's own first second on.
  const fileStartSec = view.startSec + left / view.pxPerSec - sound.startOffsetMs / 1000;
  const columns = peaksForView(peaks, fileStartSec, view.pxPerSec, right - left);
  const scale = (view.height / 2 - 3) / 128;
  for (let x = 0; x < right - left; x++) {
    const min = columns[2 * x] ?? 0;
    const max = columns[2 * x + 1] ?? 0;
    const top = middle - max * scale;
    const bottom = middle - min * scale;
    context.fillRect(left + x, top, 1, Math.max(1, bottom - top));
  }
}

/**
 * One track's lane as a canvas the size of what is visible (a whole song at full zoom would be far
 * wider than a canvas may be): redrawn when the view moves or the peaks arrive, never by playback.
 */
export function LaneCanvas({
  sound,
  view,
  dashed = false,
  dimmed = false,
}: {
  sound: LaneSound;
  view: View;
  dashed?: boolean;
  dimmed?: boolean;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const peaks = usePeaks(sound.hasFile ? sound.peaksUrl : null);

  useEffect(() => {
    if (canvas.current) draw(canvas.current, sound, peaks.data, view, dashed);
  }, [sound, peaks.data, view, dashed]);

  return (
    <canvas
      ref={canvas}
      aria-hidden
      style={{ width: view.width, height: view.height, opacity: dimmed ? 0.35 : 1 }}
      className="block"
    />
  );
}
