/**
 * The true peak of ITU-R BS.1770-4 Annex 2: the loudest point of the reconstructed waveform, which
 * can lie between samples and above the loudest sample (a DAC or a lossy encoder clips there). The
 * signal is oversampled 4× by the Annex's 48-tap polyphase FIR (12 taps per phase) and the largest
 * absolute value of any phase, or of the samples themselves, is kept. At 96 kHz and above the
 * samples are dense enough: the sample peak is taken as the true peak.
 */

/** BS.1770-4 Annex 2, phase 0 of the 4× interpolator; phase 1 below, phases 2 and 3 their mirrors. */
const PHASE_0 = [
  0.001708984375, 0.010986328125, -0.0196533203125, 0.033203125, -0.0594482421875, 0.1373291015625,
  0.97216796875, -0.102294921875, 0.047607421875, -0.026611328125, 0.014892578125, -0.00830078125,
];
const PHASE_1 = [
  -0.0291748046875, 0.029296875, -0.0517578125, 0.089111328125, -0.16650390625, 0.465087890625, 0.77978515625,
  -0.2003173828125, 0.1015625, -0.0582275390625, 0.0330810546875, -0.0189208984375,
];

const TAPS = 12;
const H0 = Float64Array.from(PHASE_0);
const H1 = Float64Array.from(PHASE_1);
const H2 = Float64Array.from(PHASE_1).reverse();
const H3 = Float64Array.from(PHASE_0).reverse();

/** No interpolated value exceeds this multiple of the largest sample under the taps (Σ|h| of the worst phase). */
const FILTER_BOUND = Math.max(
  ...[H0, H1, H2, H3].map((phase) => phase.reduce((sum, tap) => sum + Math.abs(tap), 0)),
);

/** Samples tested together against FILTER_BOUND before the filter is run on them; more than TAPS − 1. */
const BLOCK = 32;

/** At and above this rate the samples are the waveform (BS.1770-4 allows less oversampling there). */
export const TRUE_PEAK_SAMPLE_PEAK_RATE = 96_000;

/**
 * The true and sample peaks, linear (1.0 = full scale), of `channelCount` channels fed in chunks.
 * Each channel keeps the last TAPS − 1 samples across chunks, so the chunking changes nothing.
 */
export function truePeakMeter(channelCount: number, sampleRate: number) {
  const oversample = sampleRate < TRUE_PEAK_SAMPLE_PEAK_RATE;
  const history = new Float64Array(channelCount * (TAPS - 1));
  let work = new Float64Array(0);
  let truePeak = 0;
  let samplePeak = 0;

  /** The largest |x| of work[from, to). */
  function largest(from: number, to: number): number {
    let max = 0;
    for (let i = from; i < to; i++) {
      const x = work[i] ?? 0;
      if (x > max) max = x;
      else if (-x > max) max = -x;
    }
    return max;
  }

  /** Runs the interpolator over work[from, to) (each output needs the TAPS − 1 samples before it). */
  function interpolate(from: number, to: number): void {
    let peak = truePeak;
    for (let n = from; n < to; n++) {
      let y0 = 0;
      let y1 = 0;
      let y2 = 0;
      let y3 = 0;
      for (let j = 0; j < TAPS; j++) {
        const x = work[n - j] ?? 0;
        y0 += (H0[j] ?? 0) * x;
        y1 += (H1[j] ?? 0) * x;
        y2 += (H2[j] ?? 0) * x;
        y3 += (H3[j] ?? 0) * x;
      }
      if (y0 < 0) y0 = -y0;
      if (y1 < 0) y1 = -y1;
      if (y2 < 0) y2 = -y2;
      if (y3 < 0) y3 = -y3;
      if (y0 > peak) peak = y0;
      if (y1 > peak) peak = y1;
      if (y2 > peak) peak = y2;
      if (y3 > peak) peak = y3;
    }
    truePeak = peak;
  }

  return {
    add(channels: Float32Array[]): void {
      const frames = channels[0]?.length ?? 0;
      if (frames === 0) return;
      const keep = TAPS - 1;
      if (work.length < keep + frames) work = new Float64Array(keep + frames);
      for (let c = 0; c < channelCount; c++) {
        const channel = channels[c];
        if (!channel) continue;
        work.set(history.subarray(c * keep, (c + 1) * keep), 0);
        work.set(channel, keep);
        const end = keep + frames;
        // Blocks whose samples (and the TAPS − 1 before, the previous block's) are too quiet to
        // beat the peak so far are skipped: most of a file, once its loudest moment has passed.
        let previous = largest(0, keep);
        for (let from = keep; from < end; from += BLOCK) {
          const to = Math.min(from + BLOCK, end);
          const own = largest(from, to);
          if (own > samplePeak) samplePeak = own;
          if (oversample && FILTER_BOUND * Math.max(own, previous) > truePeak) interpolate(from, to);
          previous = own;
        }
        history.set(work.subarray(end - keep, end), c * keep);
      }
      if (samplePeak > truePeak) truePeak = samplePeak;
    },

    /** Linear peaks so far: 0 before any sample and for digital silence. */
    result(): { truePeak: number; samplePeak: number } {
      return { truePeak: Math.max(truePeak, samplePeak), samplePeak };
    },
  };
}
