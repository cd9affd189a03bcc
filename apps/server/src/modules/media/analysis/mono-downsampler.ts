/**
 * The one signal that tempo and key listen to: the channels mixed to mono, low-passed and
 * decimated to about 11 kHz. Beats and pitches below 2 kHz need nothing higher, and a quarter of
 * the samples is a quarter of the spectra to compute. Shared by tempo.ts and key.ts so that the
 * combined analysis (audio-analysis.ts) mixes and filters each sample once.
 */

/** The rate the stream is brought near: 44.1 and 48 kHz divide by 4 (11,025 and 12,000 Hz). */
export const ANALYSIS_RATE = 11_025;

/** The low-pass cut-off as a share of the decimated rate: below its Nyquist limit (0.5). */
const CUTOFF_SHARE = 0.4;

/**
 * Mixes, low-passes (a 2nd-order Butterworth, RBJ cookbook) and decimates by averaging blocks of
 * `round(sampleRate / ANALYSIS_RATE)` samples. The first chunk fixes the rate; a later chunk at
 * another rate is a caller's error and throws.
 */
export function monoDownsampler() {
  let sampleRate = 0;
  let factor = 1;
  let b0 = 1;
  let b1 = 0;
  let b2 = 0;
  let a1 = 0;
  let a2 = 0;
  // Transposed direct form II state, and the block being averaged.
  let state1 = 0;
  let state2 = 0;
  let blockSum = 0;
  let blockCount = 0;
  let mono = new Float64Array(0);
  let output = new Float32Array(0);

  function start(rate: number): void {
    if (!Number.isFinite(rate) || rate <= 0) throw new RangeError(`Not a sample rate: ${rate}`);
    sampleRate = rate;
    factor = Math.max(1, Math.round(rate / ANALYSIS_RATE));
    if (factor === 1) return; // already low enough: nothing to filter
    const w0 = (2 * Math.PI * CUTOFF_SHARE * (rate / factor)) / rate;
    const alpha = Math.sin(w0) / (2 * Math.SQRT1_2);
    const a0 = 1 + alpha;
    b0 = (1 - Math.cos(w0)) / 2 / a0;
    b1 = (1 - Math.cos(w0)) / a0;
    b2 = b0;
    a1 = (-2 * Math.cos(w0)) / a0;
    a2 = (1 - alpha) / a0;
  }

  return {
    /** The decimated rate (0 before the first chunk). */
    get outputRate(): number {
      return sampleRate / factor;
    },

    /** The mono samples this chunk completes; the array is reused by the next call. */
    add(channels: Float32Array[], rate: number): Float32Array {
      const frames = channels[0]?.length ?? 0;
      if (frames === 0) return output.subarray(0, 0);
      if (sampleRate === 0) start(rate);
      else if (rate !== sampleRate) throw new RangeError(`Sample rate changed from ${sampleRate} to ${rate}`);

      if (mono.length < frames) mono = new Float64Array(frames);
      const capacity = Math.ceil((frames + factor) / factor);
      if (output.length < capacity) output = new Float32Array(capacity);

      mono.set(channels[0] ?? [], 0);
      for (let c = 1; c < channels.length; c++) {
        const channel = channels[c];
        if (!channel) continue;
        for (let i = 0; i < frames; i++) mono[i] = (mono[i] ?? 0) + (channel[i] ?? 0);
      }
      const gain = 1 / Math.max(1, channels.length);

      let produced = 0;
      let s1 = state1;
      let s2 = state2;
      let sum = blockSum;
      let count = blockCount;
      for (let i = 0; i < frames; i++) {
        const x = (mono[i] ?? 0) * gain;
        const y = b0 * x + s1;
        s1 = b1 * x - a1 * y + s2;
        s2 = b2 * x - a2 * y;
        sum += y;
        if (++count === factor) {
          output[produced++] = sum / factor;
          sum = 0;
          count = 0;
        }
      }
      // A NaN sample would poison the filter for the rest of the file; tiny values would go denormal.
      state1 = Number.isFinite(s1) && Math.abs(s1) > 1e-30 ? s1 : 0;
      state2 = Number.isFinite(s2) && Math.abs(s2) > 1e-30 ? s2 : 0;
      blockSum = Number.isFinite(sum) ? sum : 0;
      blockCount = count;
      return output.subarray(0, produced);
    },
  };
}
