/**
 * Sample-rate conversion in the decode worker (docs/design/music-tracks.md §6.2 "Readers"): WebCodecs
 * and the WAV reader give a file's own rate, the context runs at the device's (44.1 or 48 kHz), and
 * every block must be at the context's. A windowed-sinc interpolator read at exact rational
 * positions: target frame n is the source at n·S/T, kept as integers (n·M over L, S/T = M/L in
 * lowest terms), so a frame's value depends on n alone — the same played on, after a seek or on the
 * next lap, and block edges leave no trace. The kernel is symmetric: no delay, so a resampled file
 * stays aligned with one at the context's rate to a fraction of a frame.
 *
 * mediabunny's own resampler (`AudioResampler`, used by its conversions) is not exported and
 * interpolates linearly; `OfflineAudioContext` can only resample whole buffers.
 */

/** Zero crossings of the sinc on each side, counted at the lower of the two rates. */
const ZERO_CROSSINGS = 24;
/** The pass band's edge, as a share of the lower rate's Nyquist: 20 kHz at 44.1 kHz. */
const CUTOFF = 0.91;
/** Kaiser's β: side lobes about 80 dB down. */
const KAISER_BETA = 8;
/**
 * Ratios of large terms (an odd rate such as 44,056 Hz) would need a table row per phase; past
 * this the phase is rounded to 1/1024 of a source frame (0.02 ms at 48 kHz), positions stay exact.
 */
const MAX_PHASES = 1024;

function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** The modified Bessel function of the first kind, order 0 (its series converges fast for β ≤ 20). */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 50; k++) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
    if (term < sum * 1e-12) break;
  }
  return sum;
}

export class Resampler {
  /** The same rate: frames are copied. */
  readonly identity: boolean;
  /** Target frames per `down` source frames. */
  private readonly up: number;
  private readonly down: number;
  private readonly phases: number;
  /** Source frames read on each side of a target frame's position. */
  private readonly half: number;
  private readonly taps: number;
  /** `phases` rows of `taps` coefficients, each row summing to 1. */
  private readonly table: Float32Array;

  constructor(
    readonly sourceRate: number,
    readonly targetRate: number,
  ) {
    if (!Number.isInteger(sourceRate) || !Number.isInteger(targetRate) || sourceRate <= 0 || targetRate <= 0)
      throw new RangeError(`Cannot resample ${sourceRate} Hz to ${targetRate} Hz.`);
    const divisor = gcd(sourceRate, targetRate);
    this.up = targetRate / divisor;
    this.down = sourceRate / divisor;
    this.identity = sourceRate === targetRate;
    const cutoff = CUTOFF * Math.min(1, targetRate / sourceRate);
    this.half = this.identity ? 0 : Math.ceil(ZERO_CROSSINGS / cutoff);
    this.taps = 2 * this.half;
    this.phases = this.identity ? 0 : Math.min(this.up, MAX_PHASES);
    this.table = new Float32Array(this.phases * this.taps);
    const norm = besselI0(KAISER_BETA);
    for (let phase = 0; phase < this.phases; phase++) {
      const row = phase * this.taps;
      const fraction = phase / this.phases;
      let sum = 0;
      for (let k = 0; k < this.taps; k++) {
        // Tap k reads source frame (position's floor) + k − half + 1, at distance t from the position.
        const t = fraction - (k - this.half + 1);
        const x = Math.PI * cutoff * t;
        const sinc = x === 0 ? 1 : Math.sin(x) / x;
        const edge = t / this.half;
        const window = besselI0(KAISER_BETA * Math.sqrt(Math.max(0, 1 - edge * edge))) / norm;
        const value = cutoff * sinc * window;
        this.table[row + k] = value;
        sum += value;
      }
      for (let k = 0; k < this.taps; k++) this.table[row + k] = (this.table[row + k] as number) / sum;
    }
  }

  /** Target frames that `sourceFrames` source frames last: every frame whose position falls inside. */
  targetLength(sourceFrames: number): number {
    return Math.ceil((sourceFrames * this.up) / this.down);
  }

  /** The source frame a target frame's position falls in (its floor): where a reader restarts after a seek. */
  sourceFrame(targetFrame: number): number {
    return Math.floor((targetFrame * this.down) / this.up);
  }

  /** The source frames `[start, end)` that target frames `[from, from + count)` read. */
  span(from: number, count: number): { start: number; end: number } {
    if (this.identity) return { start: from, end: from + count };
    const last = Math.max(from, from + count - 1);
    // One more at the end: a rounded phase can carry a position into the next frame.
    return { start: this.sourceFrame(from) - this.half + 1, end: this.sourceFrame(last) + this.half + 2 };
  }

  /**
   * Target frames `[from, from + count)` into `into` from index `at`. `source` holds source frames
   * from `sourceStart` on, at least `span(from, count)`; a target with more channels than the
   * source repeats its last one.
   */
  render(
    source: readonly Float32Array[],
    sourceStart: number,
    from: number,
    count: number,
    into: readonly Float32Array[],
    at: number,
  ): void {
    const last = source.length - 1;
    if (last < 0) {
      for (const channel of into) channel.fill(0, at, at + count);
      return;
    }
    if (this.identity) {
      for (let c = 0; c < into.length; c++) {
        const input = source[Math.min(c, last)] as Float32Array;
        (into[c] as Float32Array).set(input.subarray(from - sourceStart, from - sourceStart + count), at);
      }
      return;
    }
    const { up, down, phases, taps, table } = this;
    const exactPhases = phases === up;
    // The position of `from` as floor + remainder/up, then stepped by down/up a frame: no division per frame.
    let floor = this.sourceFrame(from);
    let remainder = from * down - floor * up;
    for (let n = 0; n < count; n++) {
      let base = floor;
      let phase = exactPhases ? remainder : Math.round((remainder * phases) / up);
      if (phase === phases) {
        phase = 0;
        base++;
      }
      const row = phase * taps;
      const first = base - this.half + 1 - sourceStart;
      for (let c = 0; c < into.length; c++) {
        const input = source[Math.min(c, last)] as Float32Array;
        let sum = 0;
        for (let k = 0; k < taps; k++) sum += (table[row + k] as number) * (input[first + k] as number);
        (into[c] as Float32Array)[at + n] = sum;
      }
      remainder += down;
      while (remainder >= up) {
        remainder -= up;
        floor++;
      }
    }
  }
}
