import { describe, expect, it } from 'vitest';
import { levelOf, toDb } from './meter';

describe('levelOf', () => {
  it('reads a full-scale sine as 0 dBFS peak and −3 dB RMS', () => {
    const sine = Float32Array.from({ length: 4_800 }, (_, i) => Math.sin((2 * Math.PI * i) / 48));
    const level = levelOf(sine);
    expect(level.peakDb).toBeCloseTo(0, 3);
    expect(level.rmsDb).toBeCloseTo(-3.01, 2);
  });

  it('reads silence as −Infinity and a half-scale step as −6 dB', () => {
    expect(levelOf(new Float32Array(16))).toEqual({ peakDb: -Infinity, rmsDb: -Infinity });
    expect(toDb(0.5)).toBeCloseTo(-6.02, 2);
  });
});
