import { WAVEFORM_BARS } from '@create-together/contract';

/**
 * What one pass over an audio file's decoded samples leaves behind (docs/design/music-tracks.md §5):
 * the WAVEFORM_BARS bars of the `media` row, for lists, and peaks fine enough to zoom to a bar,
 * 200 min/max pairs a second, written as audiowaveform's binary `.dat` (version 2, 8-bit, one
 * channel). Pure: fed the chunks the decoders yield (one Float32Array per channel, −1…1), it keeps
 * no samples, only the bars' running peaks and the pairs.
 */

/** Min/max pairs a second: one 2 s bar (120 bpm, 4/4) is 400 pairs, one per 2.5 px of a 1,000 px lane. */
export const PEAKS_PER_SECOND = 200;

/** The largest absolute value of `samples[from, to)`. */
function peakOf(samples: Float32Array, from: number, to: number): number {
  let peak = 0;
  for (let i = from; i < to; i++) {
    const sample = samples[i] ?? 0;
    if (sample > peak) peak = sample;
    else if (-sample > peak) peak = -sample;
  }
  return peak;
}

/** Stored peaks before pairs of them are merged (their window doubles): memory stays flat. */
const MAX_PEAKS = 4096;

/**
 * The running peak of the channels' absolute values per window of frames. The window starts small
 * and doubles whenever MAX_PEAKS fill up, so files of any length end with 2048–4096 peaks (or
 * fewer for very short ones) without knowing their length in advance.
 */
export function peakReducer() {
  let windowFrames = 16;
  let peaks: number[] = [];
  let current = 0;
  let framesInWindow = 0;

  function mergePairs(): void {
    const merged: number[] = [];
    for (let i = 0; i < peaks.length; i += 2) merged.push(Math.max(peaks[i] ?? 0, peaks[i + 1] ?? 0));
    peaks = merged;
    windowFrames *= 2;
  }

  return {
    add(channels: Float32Array[]): void {
      const frames = channels[0]?.length ?? 0;
      for (let at = 0; at < frames; ) {
        const take = Math.min(windowFrames - framesInWindow, frames - at);
        for (const channel of channels) current = Math.max(current, peakOf(channel, at, at + take));
        at += take;
        framesInWindow += take;
        if (framesInWindow === windowFrames) {
          peaks.push(current);
          current = 0;
          framesInWindow = 0;
          if (peaks.length === MAX_PEAKS) mergePairs();
        }
      }
    },

    /** `count` bars, each the loudest peak of its share of the file; null when nothing was heard. */
    bars(count: number): number[] | null {
      const all = framesInWindow > 0 ? [...peaks, current] : peaks;
      if (all.length === 0) return null;
      const bars = Array.from({ length: count }, (_, i) => {
        const from = Math.floor((i * all.length) / count);
        const to = Math.max(from + 1, Math.floor(((i + 1) * all.length) / count));
        return Math.max(...all.slice(from, to));
      });
      const loudest = Math.max(...bars);
      return bars.map((bar) => (loudest > 0 ? Math.round((100 * bar) / loudest) : 0));
    },
  };
}

/**
 * Fine peaks: `length` (min, max) pairs, each over `samplesPerPixel` frames of all channels (the
 * last pair over what is left), as signed 8-bit values interleaved in `data` (min, max, min, max…).
 */
export interface Peaks {
  sampleRate: number;
  samplesPerPixel: number;
  data: Int8Array;
}

/** Frames per pair at `sampleRate`: `Math.round(sampleRate / 200)` (240 at 48 kHz, 221 at 44.1 kHz). */
export const samplesPerPixelOf = (sampleRate: number) =>
  Math.max(1, Math.round(sampleRate / PEAKS_PER_SECOND));

/**
 * A sample as 8 bits: −1…1 scaled by 127 and rounded half away from zero, so a full-scale square is
 * −127/127 and the scale is symmetric (silence 0, ±0.5 → ±64); beyond ±1 (float WAV may go there)
 * is clamped. −128 is never written, though readers accept it.
 */
export function toInt8(sample: number): number {
  const clamped = Math.max(-1, Math.min(1, sample));
  return Math.sign(clamped) * Math.round(Math.abs(clamped) * 127);
}

/**
 * Min and max over `samplesPerPixel` frames at a time, channels merged (the lowest of every
 * channel's samples, the highest of every channel's: one lane per track). Chunks need not align
 * with pairs: a pair left open at the end of a chunk is finished by the next, or by `peaks()`.
 */
export function minMaxReducer(sampleRate: number, samplesPerPixel = samplesPerPixelOf(sampleRate)) {
  let data = new Int8Array(2 * 1024);
  let length = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let framesInPixel = 0;

  function push(): void {
    if (2 * length === data.length) {
      const grown = new Int8Array(data.length * 2);
      grown.set(data);
      data = grown;
    }
    // NaN samples are skipped by the comparisons; a pair that saw only NaN is silence.
    data[2 * length] = min <= max ? toInt8(min) : 0;
    data[2 * length + 1] = min <= max ? toInt8(max) : 0;
    length++;
    min = Number.POSITIVE_INFINITY;
    max = Number.NEGATIVE_INFINITY;
    framesInPixel = 0;
  }

  return {
    add(channels: Float32Array[]): void {
      const frames = channels[0]?.length ?? 0;
      for (let at = 0; at < frames; ) {
        const to = Math.min(at + samplesPerPixel - framesInPixel, frames);
        for (const channel of channels) {
          for (let i = at; i < to; i++) {
            const sample = channel[i] ?? 0;
            if (sample < min) min = sample;
            if (sample > max) max = sample;
          }
        }
        framesInPixel += to - at;
        at = to;
        if (framesInPixel === samplesPerPixel) push();
      }
    },

    /** The pairs so far, the last partial pair counted; null when no frame was added. */
    peaks(): Peaks | null {
      if (framesInPixel > 0) push();
      if (length === 0) return null;
      return { sampleRate, samplesPerPixel, data: data.slice(0, 2 * length) };
    },
  };
}

export interface AudioSummary {
  /** WAVEFORM_BARS levels 0–100, exactly as `peakReducer` gives them; null when nothing was heard. */
  waveform: number[] | null;
  peaks: Peaks | null;
}

/**
 * Both reducers over one pass. Each chunk comes with its sample rate (the decoders give it with
 * every result); the first chunk with frames fixes the pairs' rate, and a later change (a chained
 * Ogg stream) keeps it, so its pairs then span a different time. Empty chunks are ignored.
 */
export function audioSummary() {
  const bars = peakReducer();
  let minMax: ReturnType<typeof minMaxReducer> | null = null;

  return {
    add(channels: Float32Array[], sampleRate: number): void {
      if ((channels[0]?.length ?? 0) === 0) return;
      if (!minMax) {
        if (!Number.isFinite(sampleRate) || sampleRate <= 0)
          throw new RangeError(`Not a sample rate: ${sampleRate}`);
        minMax = minMaxReducer(sampleRate);
      }
      bars.add(channels);
      minMax.add(channels);
    },

    /** The summary of what was added: call once, at the end. */
    result(barCount: number = WAVEFORM_BARS): AudioSummary {
      return { waveform: bars.bars(barCount), peaks: minMax?.peaks() ?? null };
    },
  };
}

/** audiowaveform's `.dat` (bbc/audiowaveform doc/DataFormat.md): version 2's 24-byte header. */
const DAT_VERSION = 2;
const DAT_HEADER_BYTES = 24;
/** Flags bit 0: samples are 8-bit (clear: 16-bit). */
const DAT_FLAG_8_BIT = 1;

/**
 * Peaks as audiowaveform's binary `.dat` version 2, little-endian: int32 version 2, uint32 flags
 * (bit 0 set: 8-bit), int32 sample rate, int32 samples per pixel, uint32 length (pairs), int32
 * channels (1); then the int8 min, max pairs.
 */
export function encodeDat(peaks: Peaks): Uint8Array {
  const length = peaks.data.length / 2;
  if (!Number.isInteger(length)) throw new RangeError('Peaks hold an odd number of values');
  const bytes = new Uint8Array(DAT_HEADER_BYTES + peaks.data.length);
  const view = new DataView(bytes.buffer);
  view.setInt32(0, DAT_VERSION, true);
  view.setUint32(4, DAT_FLAG_8_BIT, true);
  view.setInt32(8, peaks.sampleRate, true);
  view.setInt32(12, peaks.samplesPerPixel, true);
  view.setUint32(16, length, true);
  view.setInt32(20, 1, true);
  bytes.set(new Uint8Array(peaks.data.buffer, peaks.data.byteOffset, peaks.data.length), DAT_HEADER_BYTES);
  return bytes;
}

/**
 * Reads what `encodeDat` writes, and only that: version 2, 8-bit, one channel, exactly `length`
 * pairs after the header. Anything else throws.
 */
export function decodeDat(bytes: Uint8Array): Peaks {
  if (bytes.length < DAT_HEADER_BYTES) throw new RangeError('Peaks file shorter than its header');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getInt32(0, true);
  if (version !== DAT_VERSION) throw new RangeError(`Peaks file version ${version}, not 2`);
  if ((view.getUint32(4, true) & DAT_FLAG_8_BIT) === 0)
    throw new RangeError('Peaks file is 16-bit, not 8-bit');
  const sampleRate = view.getInt32(8, true);
  const samplesPerPixel = view.getInt32(12, true);
  const length = view.getUint32(16, true);
  const channels = view.getInt32(20, true);
  if (channels !== 1) throw new RangeError(`Peaks file has ${channels} channels, not 1`);
  if (sampleRate <= 0 || samplesPerPixel <= 0) throw new RangeError('Peaks file has no time scale');
  if (bytes.length !== DAT_HEADER_BYTES + 2 * length)
    throw new RangeError(
      `Peaks file holds ${bytes.length - DAT_HEADER_BYTES} bytes of pairs, not ${2 * length}`,
    );
  const data = new Int8Array(2 * length);
  data.set(new Int8Array(bytes.buffer, bytes.byteOffset + DAT_HEADER_BYTES, 2 * length));
  return { sampleRate, samplesPerPixel, data };
}
