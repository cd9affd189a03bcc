/**
 * Where a recording hit the rail: runs of consecutive samples held at full scale. One sample at
 * full scale is a legitimate peak; three or more in a row of the same sign are a flattened top, the
 * mark of clipping in the converter, a plug-in or the mastering (the usual rule of clip detectors).
 * Float files and decoded MP3 can also go beyond full scale: those samples are counted as overs.
 * Per channel it keeps a run's length and sign across chunks, nothing more.
 */

/** |x| at or above this is at full scale (−0.0009 dBFS: 16-bit's 32767/32768 is above it). */
export const FULL_SCALE = 0.9999;
/** The shortest run of full-scale samples counted as clipping. */
export const MIN_RUN = 3;

export interface ClippingResult {
  /** Runs of at least MIN_RUN same-sign samples at full scale. */
  runs: number;
  /** The longest such run, in samples. */
  longestRun: number;
  /** The time spent in such runs, seconds. */
  clippedSeconds: number;
  /** Samples beyond full scale (|x| > 1). */
  overs: number;
}

/**
 * Clipping of chunks of channels (−1…1). Every figure is the worst channel's: a stereo file clipped
 * alike in both channels reads as it would in mono, and one clipped in one channel only still shows.
 */
export function clippingDetector() {
  let sampleRate = 0;
  // Per channel: the open run's length and sign (+1, −1, or 0 when none), and the totals.
  let runLength = new Float64Array(0);
  let runSign = new Int8Array(0);
  let runs = new Float64Array(0);
  let longest = new Float64Array(0);
  let clipped = new Float64Array(0);
  let overs = new Float64Array(0);

  function grow(count: number): void {
    if (runLength.length >= count) return;
    const widen = <T extends Float64Array | Int8Array>(from: T, to: T): T => {
      to.set(from);
      return to;
    };
    runLength = widen(runLength, new Float64Array(count));
    runSign = widen(runSign, new Int8Array(count));
    runs = widen(runs, new Float64Array(count));
    longest = widen(longest, new Float64Array(count));
    clipped = widen(clipped, new Float64Array(count));
    overs = widen(overs, new Float64Array(count));
  }

  /** Adds a run that has ended to channel `c`'s totals. */
  function close(c: number, length: number): void {
    runs[c] = (runs[c] ?? 0) + 1;
    clipped[c] = (clipped[c] ?? 0) + length;
    if (length > (longest[c] ?? 0)) longest[c] = length;
  }

  return {
    add(channels: Float32Array[], rate: number): void {
      const frames = channels[0]?.length ?? 0;
      if (frames === 0) return;
      if (sampleRate === 0) {
        if (!Number.isFinite(rate) || rate <= 0) throw new RangeError(`Not a sample rate: ${rate}`);
        sampleRate = rate;
      }
      grow(channels.length);
      for (let c = 0; c < channels.length; c++) {
        const samples = channels[c];
        if (!samples) continue;
        let length = runLength[c] ?? 0;
        let sign = runSign[c] ?? 0;
        let over = overs[c] ?? 0;
        for (let i = 0; i < frames; i++) {
          const x = samples[i] ?? 0;
          const s = x >= FULL_SCALE ? 1 : x <= -FULL_SCALE ? -1 : 0;
          if (s !== 0 && s === sign) {
            length++;
          } else {
            if (length >= MIN_RUN) close(c, length);
            length = s === 0 ? 0 : 1;
            sign = s;
          }
          if (x > 1 || x < -1) over++;
        }
        runLength[c] = length;
        runSign[c] = sign;
        overs[c] = over;
      }
    },

    /** The totals so far, a run still open at the end included. */
    result(): ClippingResult {
      const worst = { runs: 0, longestRun: 0, clipped: 0, overs: 0 };
      for (let c = 0; c < runLength.length; c++) {
        const open = runLength[c] ?? 0;
        const counted = open >= MIN_RUN;
        worst.runs = Math.max(worst.runs, (runs[c] ?? 0) + (counted ? 1 : 0));
        worst.longestRun = Math.max(worst.longestRun, longest[c] ?? 0, counted ? open : 0);
        worst.clipped = Math.max(worst.clipped, (clipped[c] ?? 0) + (counted ? open : 0));
        worst.overs = Math.max(worst.overs, overs[c] ?? 0);
      }
      return {
        runs: worst.runs,
        longestRun: worst.longestRun,
        clippedSeconds: sampleRate > 0 ? worst.clipped / sampleRate : 0,
        overs: worst.overs,
      };
    },
  };
}
