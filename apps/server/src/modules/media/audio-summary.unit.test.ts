import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WAVEFORM_BARS } from '@create-together/contract';
import { describe, expect, it } from 'vitest';
import { tone, wavFile } from '../../../test/kits/media-audio';
import {
  audioSummary,
  decodeDat,
  encodeDat,
  minMaxReducer,
  type Peaks,
  peakReducer,
  samplesPerPixelOf,
  toInt8,
} from './audio-summary';
import { wavChannels } from './wav-pcm';

/** `frames` frames of one channel, each `level(frame)`. */
const channel = (frames: number, level: (frame: number) => number) =>
  Float32Array.from({ length: frames }, (_, i) => level(i));

/** `channels` fed in chunks ending at each of `cuts` (then the rest). */
function chunked(channels: Float32Array[], cuts: number[]): Float32Array[][] {
  const frames = channels[0]?.length ?? 0;
  const ends = [...cuts, frames];
  return ends.map((end, i) => channels.map((c) => c.subarray(i === 0 ? 0 : ends[i - 1], end)));
}

function summarise(chunks: Float32Array[][], sampleRate: number) {
  const summary = audioSummary();
  for (const chunk of chunks) summary.add(chunk, sampleRate);
  return summary.result();
}

/** The pairs as [min, max] tuples. */
const pairsOf = (peaks: Peaks | null) =>
  Array.from({ length: (peaks?.data.length ?? 0) / 2 }, (_, i) => [
    peaks?.data[2 * i],
    peaks?.data[2 * i + 1],
  ]);

describe('minMaxReducer', () => {
  it('gives a full-scale square −127/127 (the 8-bit scale is symmetric, ×127)', () => {
    const peaks = minMaxReducer(48_000);
    // 100 Hz: 240 frames high, 240 low; every 240-frame pair is all high or all low, and a 480-frame
    // cut would hold both: fed here as one chunk, each pair is one half-period.
    peaks.add([channel(48_000, (i) => (Math.floor(i / 240) % 2 ? -1 : 1))]);
    const pairs = pairsOf(peaks.peaks());
    expect(pairs).toHaveLength(200);
    expect(pairs[0]).toEqual([127, 127]);
    expect(pairs[1]).toEqual([-127, -127]);

    const audible = minMaxReducer(48_000);
    audible.add([channel(48_000, (i) => (Math.floor(i / 24) % 2 ? -1 : 1))]); // 1 kHz
    expect(new Set(pairsOf(audible.peaks()).map(String))).toEqual(new Set(['-127,127']));
  });

  it('scales −1…1 by 127, rounds half away from zero, and clamps what lies beyond', () => {
    expect([-1, -0.5, 0, 0.5, 1].map(toInt8)).toEqual([-127, -64, 0, 64, 127]);
    expect([-3, 1.5, 2 / 127, -2 / 127].map(toInt8)).toEqual([-127, 127, 2, -2]);
  });

  it('merges the channels: the lowest of all and the highest of all', () => {
    const peaks = minMaxReducer(8000);
    peaks.add([channel(40, () => 0.5), channel(40, () => -0.25)]);
    expect(pairsOf(peaks.peaks())).toEqual([[-32, 64]]);
  });

  it('counts 200 pairs a second at 48 kHz and 44.1 kHz, the last partial pixel included', () => {
    expect(samplesPerPixelOf(48_000)).toBe(240);
    // Math.round(220.5): 221 (the design's "220" would be floor; the header carries it either way).
    expect(samplesPerPixelOf(44_100)).toBe(221);
    expect(samplesPerPixelOf(8000)).toBe(40);

    const cases = [
      { rate: 48_000, frames: 3 * 48_000, pairs: 600 },
      { rate: 48_000, frames: 3 * 48_000 + 1, pairs: 601 },
      { rate: 44_100, frames: 3 * 44_100, pairs: Math.ceil((3 * 44_100) / 221) }, // 599, the last of 141 frames
      { rate: 44_100, frames: 221 * 10, pairs: 10 },
      { rate: 44_100, frames: 1, pairs: 1 },
    ];
    for (const { rate, frames, pairs } of cases) {
      const peaks = minMaxReducer(rate);
      peaks.add([channel(frames, () => 0.1)]);
      const result = peaks.peaks();
      expect(result?.data.length).toBe(2 * pairs);
      expect(result?.sampleRate).toBe(rate);
      expect(result?.samplesPerPixel).toBe(samplesPerPixelOf(rate));
    }
    expect(pairsOf(minMaxReducer(44_100).peaks())).toEqual([]);
  });

  it('gives the same pairs however the chunks fall against the pixels', () => {
    // Two channels of noise-like values, 1.3 s at 44.1 kHz.
    const frames = Math.round(1.3 * 44_100);
    const left = channel(frames, (i) => Math.sin(i * 0.37) * Math.cos(i * 0.0011));
    const right = channel(frames, (i) => Math.sin(i * 0.73 + 1) * 0.8);
    const whole = minMaxReducer(44_100);
    whole.add([left, right]);
    const expected = whole.peaks();

    for (const cuts of [
      [1],
      [220, 221, 222],
      [7, 500, 9999, 30_001],
      Array.from({ length: 57 }, (_, i) => i * 1000 + 3),
    ]) {
      const split = minMaxReducer(44_100);
      for (const chunk of chunked([left, right], cuts)) split.add(chunk);
      expect(split.peaks()).toEqual(expected);
    }
  });
});

describe('audioSummary', () => {
  it('gives the same 120 bars as the waveform reducer for the same chunks', () => {
    const frames = 7 * 44_100 + 123;
    const level = (i: number) => Math.sin(i * 0.05) * (0.1 + 0.9 * Math.abs(Math.sin(i / 20_000)));
    const channels = [channel(frames, level), channel(frames, (i) => level(i) * 0.3)];
    const chunks = chunked(channels, [100, 4410, 60_000, 150_000, 200_001]);

    const today = peakReducer();
    for (const chunk of chunks) today.add(chunk);
    const { waveform, peaks } = summarise(chunks, 44_100);
    expect(waveform).toHaveLength(WAVEFORM_BARS);
    expect(waveform).toEqual(today.bars(WAVEFORM_BARS));
    expect(peaks?.data.length).toBe(2 * Math.ceil(frames / 221));
  });

  it('reads a WAV file in chunks with its rate: the bars of one reducer, 200 pairs a second', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ct-audio-summary-'));
    try {
      const path = join(dir, 'swell.wav');
      writeFileSync(
        path,
        wavFile({ seconds: 4, sampleRate: 48_000, channels: 2, level: tone((t) => t / 4) }),
      );
      const summary = audioSummary();
      const bars = peakReducer();
      for await (const { channels, sampleRate } of wavChannels(path, 10_000)) {
        expect(sampleRate).toBe(48_000);
        summary.add(channels, sampleRate);
        bars.add(channels);
      }
      const { waveform, peaks } = summary.result();
      expect(waveform).toEqual(bars.bars(WAVEFORM_BARS));
      expect(peaks?.data.length).toBe(2 * 800);
      // The swell: quiet first pair, loud last one.
      expect(Math.abs(peaks?.data[1] ?? 127)).toBeLessThan(2);
      expect(peaks?.data.at(-1)).toBeGreaterThan(120);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has nothing before any frame, ignores empty chunks and refuses a frame without a rate', () => {
    expect(audioSummary().result()).toEqual({ waveform: null, peaks: null });
    const summary = audioSummary();
    summary.add([new Float32Array(0)], 0);
    summary.add([], 0);
    expect(summary.result()).toEqual({ waveform: null, peaks: null });
    expect(() => audioSummary().add([channel(10, () => 0)], 0)).toThrow(RangeError);
  });
});

describe('encodeDat / decodeDat', () => {
  const peaks: Peaks = {
    sampleRate: 44_100,
    samplesPerPixel: 221,
    data: Int8Array.from([-127, 127, -1, 3, 0, 0]),
  };

  it('writes the version 2 header, little-endian, then the pairs', () => {
    const bytes = encodeDat(peaks);
    expect(bytes.length).toBe(24 + 6);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    expect(view.getInt32(0, true)).toBe(2); // version
    expect(view.getUint32(4, true)).toBe(1); // flags: 8-bit
    expect(view.getInt32(8, true)).toBe(44_100);
    expect(view.getInt32(12, true)).toBe(221);
    expect(view.getUint32(16, true)).toBe(3); // pairs
    expect(view.getInt32(20, true)).toBe(1); // channels
    expect(Array.from(bytes.subarray(24))).toEqual([0x81, 0x7f, 0xff, 0x03, 0x00, 0x00]);
    expect(Array.from(bytes.subarray(0, 8))).toEqual([2, 0, 0, 0, 1, 0, 0, 0]);
  });

  it('round-trips what the reducer makes', () => {
    const summary = audioSummary();
    summary.add([channel(48_000 + 17, (i) => Math.sin(i / 50) * (i / 48_017))], 48_000);
    const made = summary.result().peaks;
    expect(made).not.toBeNull();
    if (!made) return;
    expect(decodeDat(encodeDat(made))).toEqual(made);
    expect(decodeDat(encodeDat(peaks))).toEqual(peaks);
    // From an offset inside a larger buffer (as a Buffer read from disk may be).
    const padded = new Uint8Array(40);
    padded.set(encodeDat(peaks), 10);
    expect(decodeDat(padded.subarray(10, 10 + 30))).toEqual(peaks);
  });

  it('refuses version 1, 16-bit, more than one channel and short files', () => {
    const altered = (at: number, value: number) => {
      const bytes = encodeDat(peaks);
      new DataView(bytes.buffer).setInt32(at, value, true);
      return bytes;
    };
    expect(() => decodeDat(altered(0, 1))).toThrow(/version 1/);
    expect(() => decodeDat(altered(4, 0))).toThrow(/16-bit/);
    expect(() => decodeDat(altered(20, 2))).toThrow(/2 channels/);
    expect(() => decodeDat(encodeDat(peaks).subarray(0, 20))).toThrow(/shorter than its header/);
    expect(() => decodeDat(encodeDat(peaks).subarray(0, 29))).toThrow(/5 bytes of pairs, not 6/);
  });
});

describe('peakReducer', () => {
  it('gives each bar the loudest sample of its share, relative to the loudest bar', () => {
    const peaks = peakReducer();
    // 120 shares of 160 frames, fed in uneven chunks: share i peaks at i / 120, negative every other frame.
    const level = (frame: number) => (Math.floor(frame / 160) / 120) * (frame % 2 ? -1 : 1);
    const samples = channel(120 * 160, level);
    for (const [from, to] of [
      [0, 7],
      [7, 5000],
      [5000, 120 * 160],
    ])
      peaks.add([samples.subarray(from, to)]);
    const bars = peaks.bars(120) ?? [];
    expect(bars).toHaveLength(120);
    expect(bars[0]).toBe(0);
    expect(bars[60]).toBe(Math.round((100 * 60) / 119));
    expect(bars[119]).toBe(100);
  });

  it('takes the loudest channel, not their mix (opposite phases do not cancel)', () => {
    const peaks = peakReducer();
    peaks.add([channel(480, () => 0.5), channel(480, () => -0.5)]);
    expect(peaks.bars(120)).toEqual(Array(120).fill(100));
  });

  it('keeps its memory flat for long input, and still places a burst where it was', () => {
    const peaks = peakReducer();
    const quiet = channel(8000, () => 0.01);
    const loud = channel(8000, () => 1);
    // Ten minutes at 8 kHz, quiet but for one second inside the 61st share of 5 s.
    for (let second = 0; second < 600; second++) peaks.add([second === 302 ? loud : quiet]);
    const bars = peaks.bars(120) ?? [];
    expect(bars.indexOf(100)).toBe(60);
    expect(bars.filter((bar) => bar === 100)).toHaveLength(1);
    expect(bars.filter((bar) => bar === 1)).toHaveLength(119);
  });

  it('has no bars before any sample, and silence is all zeros', () => {
    expect(peakReducer().bars(120)).toBeNull();
    const silent = peakReducer();
    silent.add([channel(10, () => 0)]);
    expect(silent.bars(120)).toEqual(Array(120).fill(0));
  });
});
