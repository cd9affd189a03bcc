import { describe, expect, it } from 'vitest';
import { monoDownsampler } from './mono-downsampler';
import { magnitudeSpectrum, slidingFrames } from './spectrum';
import { chunksOf, sine } from './test-signals';

describe('magnitudeSpectrum', () => {
  it('reads a sine on a bin centre at its amplitude, and little elsewhere', () => {
    const size = 1024;
    const frame = Float64Array.from(
      { length: size },
      (_, i) => 0.5 * Math.sin((2 * Math.PI * 100 * i) / size),
    );
    const magnitudes = magnitudeSpectrum(size)(frame);
    expect(magnitudes).toHaveLength(size / 2 + 1);
    expect(magnitudes[100]).toBeCloseTo(0.5, 6);
    expect(magnitudes[99]).toBeCloseTo(0.25, 6); // the Hann window's main lobe: half on each neighbour
    expect(magnitudes[90] ?? 1).toBeLessThan(1e-6);
    expect(magnitudes[400] ?? 1).toBeLessThan(1e-6);
  });
});

describe('slidingFrames', () => {
  it('gives the same frames, a hop apart, however the samples arrive', () => {
    const samples = Float32Array.from({ length: 1000 }, (_, i) => i);
    const framesOf = (sizes: number[]) => {
      const frames: number[][] = [];
      const framer = slidingFrames(64, 16, (frame) => frames.push(Array.from(frame)));
      for (const [chunk] of chunksOf([samples], sizes)) if (chunk) framer.push(chunk);
      return frames;
    };
    const whole = framesOf([1000]);
    expect(whole).toHaveLength(Math.floor((1000 - 64) / 16) + 1);
    expect(whole[1]?.[0]).toBe(16);
    expect(whole.at(-1)?.[63]).toBe(16 * (whole.length - 1) + 63);
    expect(framesOf([1, 7, 63, 64, 65])).toEqual(whole);
  });
});

describe('monoDownsampler', () => {
  it('decimates 44.1 and 48 kHz by 4, keeps a low tone and drops a high one', () => {
    for (const [rate, expected] of [
      [44_100, 11_025],
      [48_000, 12_000],
      [22_050, 11_025],
      [8000, 8000],
    ] as const) {
      const downsampler = monoDownsampler();
      const low = sine({ frequency: 200, seconds: 1, sampleRate: rate, amplitude: 0.5 });
      const out = downsampler.add([low, low], rate);
      expect(downsampler.outputRate).toBe(expected);
      expect(out.length).toBe(Math.floor(rate / Math.round(rate / 11_025)));
      let peak = 0;
      for (const x of out.subarray(out.length / 2)) peak = Math.max(peak, Math.abs(x));
      expect(peak).toBeGreaterThan(0.49);
      expect(peak).toBeLessThan(0.51);
    }
    const downsampler = monoDownsampler();
    const high = sine({ frequency: 9000, seconds: 1, sampleRate: 44_100 });
    const out = downsampler.add([high], 44_100);
    let peak = 0;
    for (const x of out.subarray(out.length / 2)) peak = Math.max(peak, Math.abs(x));
    expect(peak).toBeLessThan(0.1);
  });

  it('mixes the channels to their mean and throws on a change of rate', () => {
    const downsampler = monoDownsampler();
    const out = downsampler.add([new Float32Array(8000).fill(0.5), new Float32Array(8000).fill(-0.5)], 8000);
    expect(Math.max(...out.map(Math.abs))).toBe(0);
    expect(() => downsampler.add([new Float32Array(10)], 16_000)).toThrow(RangeError);
  });
});
