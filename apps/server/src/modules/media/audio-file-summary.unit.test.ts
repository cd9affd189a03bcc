import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tone, wavFile } from '../../../test/kits/media-audio';
import { computeWaveform, peakReducer } from './waveform';

/** `frames` frames of one channel, each `level(frame)`. */
const channel = (frames: number, level: (frame: number) => number) =>
  Float32Array.from({ length: frames }, (_, i) => level(i));

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

describe('computeWaveform', () => {
  it('gives up (null) when decoding takes longer than its budget', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ct-waveform-'));
    try {
      const path = join(dir, 'long.wav');
      writeFileSync(path, wavFile({ seconds: 30, level: tone(() => 0.5) }));
      expect(await computeWaveform(path, 'wav', 10_000)).toHaveLength(120);
      expect(await computeWaveform(path, 'wav', -1)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
