import { describe, expect, it } from 'vitest';
import { clippingDetector } from './clipping';
import { measure, sine } from './test-signals';

const detect = (channels: Float32Array[], sampleRate = 44_100, sizes?: number[]) =>
  measure(clippingDetector(), channels, sampleRate, sizes);

describe('clippingDetector', () => {
  it('finds the two flattened tops of every cycle of a sine driven to 1.5 and clipped', () => {
    const driven = sine({ frequency: 100, seconds: 1, sampleRate: 44_100, amplitude: 1.5 }).map((x) =>
      Math.max(-1, Math.min(1, x)),
    );
    const result = detect([driven]);
    expect(result.runs).toBeGreaterThanOrEqual(199);
    expect(result.runs).toBeLessThanOrEqual(201);
    // 1.5·sin ≥ 1 from 41.8° to 138.2°: 26.8 % of each 441-sample cycle, on each side.
    const clippedShare = (2 * (180 - 2 * ((Math.asin(1 / 1.5) * 180) / Math.PI))) / 360;
    expect(result.clippedSeconds).toBeCloseTo(clippedShare, 2);
    expect(Math.abs(result.longestRun - (clippedShare / 2) * 441)).toBeLessThanOrEqual(2);
    expect(result.overs).toBe(0);
  });

  it('finds nothing in a clean sine at 0.9', () => {
    const clean = sine({ frequency: 440, seconds: 2, sampleRate: 44_100, amplitude: 0.9 });
    expect(detect([clean, clean])).toEqual({ runs: 0, longestRun: 0, clippedSeconds: 0, overs: 0 });
  });

  it('counts a run split across chunks once', () => {
    const samples = Float32Array.from([0, 0.5, 1, 1, 1, 1, 0.2, 0]);
    const whole = detect([samples], 8000);
    expect(whole).toMatchObject({ runs: 1, longestRun: 4 });
    expect(detect([samples], 8000, [4, 4])).toEqual(whole);
    expect(detect([samples], 8000, [3, 1, 1, 3])).toEqual(whole);
    expect(detect([samples], 8000, [1])).toEqual(whole);
  });

  it('ignores lone peaks, pairs, and full-scale samples that change sign', () => {
    const samples = Float32Array.from([1, 0, -1, -1, 0, 1, -1, 1, -1, 0.99, 0.99995, 0.99995, 0.99995]);
    expect(detect([samples], 8000)).toEqual({ runs: 1, longestRun: 3, clippedSeconds: 3 / 8000, overs: 0 });
  });

  it('counts samples beyond full scale as overs, and their runs as clipping', () => {
    const hot = sine({ frequency: 100, seconds: 0.1, sampleRate: 44_100, amplitude: 1.2 });
    const result = detect([hot]);
    expect(result.overs).toBeGreaterThan(0);
    expect(result.runs).toBeGreaterThanOrEqual(19);
  });

  it('reports the worst channel: identical channels read as one, one clipped channel still shows', () => {
    const driven = sine({ frequency: 100, seconds: 1, sampleRate: 44_100, amplitude: 1.5 }).map((x) =>
      Math.max(-1, Math.min(1, x)),
    );
    const clean = new Float32Array(driven.length);
    const mono = detect([driven]);
    expect(detect([driven, driven])).toEqual(mono);
    expect(detect([clean, driven])).toEqual(mono);
  });
});
