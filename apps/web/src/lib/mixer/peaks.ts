/**
 * A lane's waveform from the server's `{id}.peaks` (docs/design/music-tracks.md §5.6):
 * audiowaveform's binary `.dat` version 2 as `apps/server/src/modules/media/audio-summary.ts`
 * writes it — int32 version 2, uint32 flags (bit 0: 8-bit), int32 sample rate, int32 samples per
 * pixel, uint32 length (pairs), int32 channels (1), then int8 min, max pairs — read in a few lines
 * rather than with waveform-data.js, which does far more than a lane needs.
 */

/** The file's pairs: `pairs[2i]` the min and `pairs[2i + 1]` the max of frames `[i·spp, (i+1)·spp)`. */
export interface Peaks {
  sampleRate: number;
  samplesPerPixel: number;
  pairs: Int8Array;
}

const HEADER_BYTES = 24;
const FLAG_8_BIT = 1;

/**
 * The peaks, or null for "no waveform": anything but exactly what the server writes (another
 * version, 16-bit, more than one channel, a length that does not match the bytes) is a file the
 * lane cannot trust, and a flat lane is better than a wrong one.
 */
export function parsePeaks(buffer: ArrayBuffer): Peaks | null {
  if (buffer.byteLength < HEADER_BYTES) return null;
  const view = new DataView(buffer);
  const version = view.getInt32(0, true);
  const flags = view.getUint32(4, true);
  const sampleRate = view.getInt32(8, true);
  const samplesPerPixel = view.getInt32(12, true);
  const length = view.getUint32(16, true);
  const channels = view.getInt32(20, true);
  if (version !== 2 || (flags & FLAG_8_BIT) === 0 || channels !== 1) return null;
  if (sampleRate <= 0 || samplesPerPixel <= 0) return null;
  if (HEADER_BYTES + 2 * length !== buffer.byteLength) return null;
  return { sampleRate, samplesPerPixel, pairs: new Int8Array(buffer, HEADER_BYTES, 2 * length) };
}

/** Column edges computed in floating point land a hair off a pair's edge: never reach into the next. */
const EDGE = 1e-9;

/**
 * `widthPx` (min, max) columns for the view starting `startSec` into the file at `pxPerSec`: each
 * column the min of the mins and the max of the maxes of every pair it overlaps, so no peak is
 * lost zoomed out and, past 200 px/s, a pair spans several columns. Columns outside the file
 * are 0, 0 — the lane draws only the file's own span.
 */
export function peaksForView(peaks: Peaks, startSec: number, pxPerSec: number, widthPx: number): Int8Array {
  const columns = new Int8Array(2 * Math.max(0, widthPx));
  const pairsPerSec = peaks.sampleRate / peaks.samplesPerPixel;
  const pairCount = peaks.pairs.length / 2;
  if (!(pxPerSec > 0) || !Number.isFinite(startSec)) return columns;
  for (let x = 0; x < widthPx; x++) {
    const fromSec = startSec + x / pxPerSec;
    const toSec = startSec + (x + 1) / pxPerSec;
    const first = Math.max(0, Math.floor(fromSec * pairsPerSec + EDGE));
    const last = Math.min(pairCount, Math.ceil(toSec * pairsPerSec - EDGE));
    if (first >= last) continue;
    let min = 127;
    let max = -128;
    for (let i = first; i < last; i++) {
      const low = peaks.pairs[2 * i] ?? 0;
      const high = peaks.pairs[2 * i + 1] ?? 0;
      if (low < min) min = low;
      if (high > max) max = high;
    }
    columns[2 * x] = min;
    columns[2 * x + 1] = max;
  }
  return columns;
}
