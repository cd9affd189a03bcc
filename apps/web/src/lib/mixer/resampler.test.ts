import { describe, expect, it } from 'vitest';
import { Resampler } from './resampler';

/** `frames` frames of `f(n)` from source frame `start` (n counted from 0 at the file's start). */
function signal(start: number, frames: number, f: (n: number) => number): Float32Array {
  return Float32Array.from({ length: frames }, (_, i) => f(start + i));
}

/** Target frames `[from, from + count)` of a file made of `f`, read as a reader would: just the span. */
function resample(r: Resampler, f: (n: number) => number, from: number, count: number): Float32Array {
  const { start, end } = r.span(from, count);
  const out = new Float32Array(count);
  r.render([signal(start, end - start, f)], start, from, count, [out], 0);
  return out;
}

const sine = (hz: number, rate: number) => (n: number) => Math.sin((2 * Math.PI * hz * n) / rate);

/** A band-limited pulse centred on source frame `at` (a Gaussian of a few frames' width). */
const pulse = (at: number) => (n: number) => Math.exp(-(((n - at) / 3) ** 2));

/** The pulse's centre in `samples`, to a fraction of a frame: its centroid (exact for a symmetric pulse). */
function centreOf(samples: Float32Array): number {
  let moment = 0;
  let mass = 0;
  samples.forEach((s, i) => {
    moment += i * s;
    mass += s;
  });
  return moment / mass;
}

function maxError(actual: Float32Array, expected: (i: number) => number, skip = 0): number {
  let worst = 0;
  for (let i = skip; i < actual.length - skip; i++)
    worst = Math.max(worst, Math.abs((actual[i] as number) - expected(i)));
  return worst;
}

describe('Resampler', () => {
  it('copies frames unchanged at the same rate', () => {
    const r = new Resampler(48_000, 48_000);
    expect(r.identity).toBe(true);
    expect(r.span(100, 50)).toEqual({ start: 100, end: 150 });
    const out = resample(r, (n) => n / 1000, 100, 50);
    expect(Array.from(out)).toEqual(Array.from(signal(100, 50, (n) => n / 1000)));
  });

  it.each([
    [44_100, 48_000],
    [48_000, 44_100],
    [22_050, 48_000],
    [96_000, 48_000],
    [88_200, 44_100],
    [44_056, 48_000],
  ])('carries a 1 kHz tone from %i Hz to %i Hz', (from, to) => {
    const r = new Resampler(from, to);
    const start = 12_345;
    const out = resample(r, sine(1_000, from), start, 4_096);
    // Sample n of the target is the source at n·from/to: the same tone at the target's rate.
    expect(maxError(out, (i) => sine(1_000, to)(start + i))).toBeLessThan(1e-3);
  });

  it('keeps a steady level at unity gain', () => {
    const out = resample(new Resampler(44_100, 48_000), () => 0.5, 1_000, 2_000);
    expect(maxError(out, () => 0.5)).toBeLessThan(1e-6);
  });

  it.each([
    [44_100, 48_000],
    [48_000, 44_100],
    [32_000, 48_000],
  ])('puts a pulse at source frame k where the target has it, k·T/S (%i → %i Hz)', (from, to) => {
    const r = new Resampler(from, to);
    for (const at of [1_000, 123_457, 2_000_003]) {
      const target = (at * to) / from;
      const window = Math.floor(target) - 40;
      const out = resample(r, pulse(at), window, 80);
      expect(Math.abs(window + centreOf(out) - target)).toBeLessThan(0.01);
    }
  });

  it('gives every frame the same value whatever block, seek or window it is rendered in', () => {
    const r = new Resampler(44_100, 48_000);
    const f = (n: number) => Math.sin(n * 0.37) * Math.cos(n * 0.011);
    const whole = resample(r, f, 5_000, 30_000);
    // In uneven pieces, each read from its own span, as blocks after seeks and laps are.
    const pieces = new Float32Array(30_000);
    for (let done = 0, size = 37; done < 30_000; done += size, size = (size * 7) % 9_001) {
      const count = Math.min(size, 30_000 - done);
      pieces.set(resample(r, f, 5_000 + done, count), done);
    }
    expect(pieces).toEqual(whole);
    // From a window that starts earlier and ends later than the span needs.
    const out = new Float32Array(1_000);
    r.render([signal(10_000, 20_000, f)], 10_000, 20_000, 1_000, [out], 0);
    expect(out).toEqual(whole.subarray(15_000, 16_000));
  });

  it('reads nothing outside its span', () => {
    const r = new Resampler(48_000, 44_100);
    const { start, end } = r.span(777, 8_192);
    const source = signal(start, end - start, () => 1);
    // Poisoned neighbours: any read past the span's edges would turn the output into NaN.
    const padded = new Float32Array(source.length + 2).fill(Number.NaN);
    padded.set(source, 1);
    const out = new Float32Array(8_192);
    r.render([padded], start - 1, 777, 8_192, [out], 0);
    expect(out.every((s) => Math.abs(s - 1) < 1e-6)).toBe(true);
  });

  it('removes what the lower rate cannot hold instead of folding it back', () => {
    // 30 kHz at 96 kHz would alias to 18 kHz at 48 kHz.
    const out = resample(new Resampler(96_000, 48_000), sine(30_000, 96_000), 10_000, 4_096);
    expect(Math.max(...out.map(Math.abs))).toBeLessThan(1e-3);
  });

  it('fills every target channel, repeating a mono source', () => {
    const r = new Resampler(44_100, 48_000);
    const { start, end } = r.span(0, 256);
    const left = new Float32Array(256);
    const right = new Float32Array(256);
    r.render([signal(start, end - start, () => 0.25)], start, 0, 256, [left, right], 0);
    expect(right).toEqual(left);
  });

  it('counts the target frames a file lasts', () => {
    expect(new Resampler(44_100, 48_000).targetLength(44_100)).toBe(48_000);
    expect(new Resampler(44_100, 48_000).targetLength(1)).toBe(2);
    expect(new Resampler(48_000, 44_100).targetLength(48_001)).toBe(44_101);
    expect(new Resampler(48_000, 48_000).targetLength(123)).toBe(123);
  });
});
