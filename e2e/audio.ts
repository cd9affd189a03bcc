/**
 * The mixer's test signal (docs/design/music-tracks.md §9.3): 3 seconds of silence with a short
 * burst of filtered noise every half second. Noise correlates with itself at one lag only, so
 * where a burst sounds in one channel against its twin in another says how far apart two voices
 * are, to a fraction of a frame, even through a lossy codec that smears its edges.
 * `e2e/fixtures/mixer/` holds the same signal encoded once in every format the upload takes.
 */

export const CLICK_RATE = 48_000;
export const CLICK_SECONDS = 3;
/** Where each burst is centred, in seconds. */
export const CLICK_TIMES = [0.25, 0.75, 1.25, 1.75, 2.25, 2.75];
/** 3 ms: short enough to place, long enough to survive a codec's short blocks. */
const BURST_FRAMES = 144;
const BURST_PEAK = 0.4;

/** The signal as floats at `CLICK_RATE`, the same on every call (a fixed linear congruential generator). */
export function clickSignal(): Float32Array {
  const samples = new Float32Array(CLICK_RATE * CLICK_SECONDS);
  let seed = 0x2f6b_1d35;
  const white = () => {
    seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0;
    return seed / 2 ** 31 - 1;
  };
  const noise = Array.from({ length: BURST_FRAMES + 2 }, white);
  for (const time of CLICK_TIMES) {
    const start = Math.round(time * CLICK_RATE) - BURST_FRAMES / 2;
    for (let i = 0; i < BURST_FRAMES; i++) {
      // A gentle low-pass ([1 2 1] / 4) under a Hann window: no energy at the very top for codecs to drop.
      const filtered = ((noise[i] ?? 0) + 2 * (noise[i + 1] ?? 0) + (noise[i + 2] ?? 0)) / 4;
      const window = 0.5 - 0.5 * Math.cos((2 * Math.PI * (i + 0.5)) / BURST_FRAMES);
      samples[start + i] = BURST_PEAK * 2 * filtered * window;
    }
  }
  return samples;
}

/** A mono PCM WAV of 16-bit sample values; at 24 bits each is shifted up a byte, so both decode to the same floats. */
export function wavFile(values: Int16Array, rate: number, bits: 16 | 24): Buffer {
  const bytes = bits / 8;
  const data = Buffer.alloc(values.length * bytes);
  for (let i = 0; i < values.length; i++) {
    const value = values[i] ?? 0;
    if (bits === 16) data.writeInt16LE(value, i * 2);
    else data.writeIntLE(value * 256, i * 3, 3);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * bytes, 28);
  header.writeUInt16LE(bytes, 32);
  header.writeUInt16LE(bits, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** The original every fixture was made from (16-bit, 48 kHz), or the same values as 24-bit. */
export function clickWav(bits: 16 | 24 = 16): Buffer {
  const values = Int16Array.from(clickSignal(), (s) => Math.round(Math.max(-1, Math.min(1, s)) * 32_767));
  return wavFile(values, CLICK_RATE, bits);
}

/** The centre of each burst in `samples`: the energy centroid of each run above `threshold`. */
export function findBursts(samples: Float32Array, threshold = 0.05, gap = 100): number[] {
  const centres: number[] = [];
  let start = -1;
  let last = -1;
  const close = () => {
    let moment = 0;
    let energy = 0;
    for (let i = Math.max(0, start - gap); i < Math.min(samples.length, last + gap); i++) {
      const power = (samples[i] ?? 0) ** 2;
      moment += i * power;
      energy += power;
    }
    centres.push(moment / energy);
  };
  for (let i = 0; i < samples.length; i++) {
    if (Math.abs(samples[i] ?? 0) < threshold) continue;
    if (start >= 0 && i - last > gap) close();
    if (start < 0 || i - last > gap) start = i;
    last = i;
  }
  if (start >= 0) close();
  return centres;
}

export interface Lag {
  /** Frames `b` lags `a` by (a fraction of a frame, from a parabola through the correlation's peak). */
  lag: number;
  /** Normalised correlation at the peak: near 1 when it is the same burst. */
  correlation: number;
  /** `b`'s energy over `a`'s in the window: near 1 when the burst is there at all. */
  energyRatio: number;
  /** The largest difference sample for sample with no lag: 0 when both are the very same samples. */
  maxDifference: number;
}

/**
 * How far the burst around `b[centre + offset]` lags the one around `a[centre]`: the lag, within
 * ±`maxLag` frames, at which the two windows of ±`half` frames correlate best.
 */
export function lagBetween(
  a: Float32Array,
  b: Float32Array,
  centre: number,
  offset: number,
  half = 256,
  maxLag = 96,
): Lag {
  const from = Math.round(centre) - half;
  const at = (samples: Float32Array, i: number) => samples[i] ?? 0;
  let energyA = 0;
  let energyB = 0;
  let maxDifference = 0;
  for (let k = 0; k < 2 * half; k++) {
    energyA += at(a, from + k) ** 2;
    energyB += at(b, from + offset + k) ** 2;
    maxDifference = Math.max(maxDifference, Math.abs(at(a, from + k) - at(b, from + offset + k)));
  }
  const correlations: number[] = [];
  for (let lag = -maxLag; lag <= maxLag; lag++) {
    let sum = 0;
    let energyLagged = 0;
    for (let k = 0; k < 2 * half; k++) {
      const y = at(b, from + offset + lag + k);
      sum += at(a, from + k) * y;
      energyLagged += y * y;
    }
    correlations.push(sum / Math.sqrt(energyA * energyLagged || 1));
  }
  let best = 0;
  correlations.forEach((c, i) => {
    if (c > (correlations[best] ?? 0)) best = i;
  });
  const [left, peak, right] = [
    correlations[best - 1] ?? 0,
    correlations[best] ?? 0,
    correlations[best + 1] ?? 0,
  ];
  const curve = left - 2 * peak + right;
  const refined = curve < 0 ? (left - right) / (2 * curve) : 0;
  return {
    lag: best - maxLag + refined,
    correlation: peak,
    energyRatio: energyB / (energyA || 1),
    maxDifference,
  };
}
