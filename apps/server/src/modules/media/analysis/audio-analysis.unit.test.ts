import { describe, expect, it } from 'vitest';
import { audioAnalysis } from './audio-analysis';
import { chordProgression, drumPattern, measure, mixed, scaled, sine } from './test-signals';

/** G–C–D–G with a bass, 2 s a chord, three times: 24 s. */
const G_MAJOR_CADENCE = [
  [43, 55, 59, 62, 67],
  [48, 60, 64, 67],
  [50, 62, 66, 69],
  [43, 59, 62, 67],
];

/** True when `value` has no more than `decimals` decimal places. */
const roundedTo = (value: number, decimals: number) =>
  Math.abs(Math.round(value * 10 ** decimals) / 10 ** decimals - value) < 1e-12;

describe('audioAnalysis', () => {
  it('measures a song-like mix: tempo, key, loudness and clipping, rounded for storage', () => {
    const sampleRate = 44_100;
    const chords = chordProgression(G_MAJOR_CADENCE, 2, 3, sampleRate, 0.4);
    const drums = drumPattern(120, 24, sampleRate);
    const song = scaled(mixed(chords, drums), 0.5);
    const result = measure(audioAnalysis(), [song, song], sampleRate, [4096]);

    expect(Math.abs((result.tempo?.bpm ?? 0) - 120)).toBeLessThanOrEqual(2);
    expect(result.key?.name).toBe('G major');
    expect(result.loudness.integratedLufs).toBeLessThan(0);
    expect(result.loudness.integratedLufs).toBeGreaterThan(-30);
    expect(result.loudness.truePeakDbtp).toBeLessThan(0);
    expect(result.clipping).toEqual({ runs: 0, longestRun: 0, clippedSeconds: 0 });

    expect(roundedTo(result.tempo?.bpm ?? 0, 1)).toBe(true);
    expect(roundedTo(result.tempo?.confidence ?? 0, 2)).toBe(true);
    expect(roundedTo(result.key?.confidence ?? 0, 2)).toBe(true);
    expect(roundedTo(result.loudness.integratedLufs ?? 0, 1)).toBe(true);
    expect(roundedTo(result.loudness.truePeakDbtp ?? 0, 1)).toBe(true);
  });

  it('reads clipping and loudness of a hot, clipped sine', () => {
    const sampleRate = 48_000;
    const clipped = sine({ frequency: 997, seconds: 5, sampleRate, amplitude: 2 }).map((x) =>
      Math.max(-1, Math.min(1, x)),
    );
    const result = measure(audioAnalysis(), [clipped], sampleRate);
    expect(result.clipping.runs).toBeGreaterThan(9000);
    expect(result.clipping.clippedSeconds).toBeGreaterThan(1);
    expect(result.loudness.truePeakDbtp).toBeGreaterThanOrEqual(0);
    expect(result.tempo).toBeNull();
  });

  it('has nothing to say before any frame, and ignores empty chunks', () => {
    const empty = { tempo: null, key: null, loudness: { integratedLufs: null, truePeakDbtp: null } };
    expect(audioAnalysis().result()).toEqual({
      ...empty,
      clipping: { runs: 0, longestRun: 0, clippedSeconds: 0 },
    });
    const analysis = audioAnalysis();
    analysis.add([new Float32Array(0)], 0);
    analysis.add([], 0);
    expect(analysis.result()).toEqual(audioAnalysis().result());
    expect(() => audioAnalysis().add([new Float32Array(10)], 0)).toThrow(RangeError);
  });

  it('measures the first stream alone when the rate or the channels change', () => {
    const first = sine({ frequency: 440, seconds: 3, sampleRate: 44_100, amplitude: 0.5 });
    const alone = measure(audioAnalysis(), [first], 44_100);
    const analysis = audioAnalysis();
    analysis.add([first], 44_100);
    analysis.add([sine({ frequency: 440, seconds: 3, sampleRate: 48_000 })], 48_000);
    analysis.add([first, first], 44_100);
    expect(analysis.result()).toEqual(alone);
  });
});
