import { monoDownsampler } from './mono-downsampler';
import { magnitudeSpectrum, slidingFrames } from './spectrum';

/**
 * The tempo, after librosa's `feature.tempo` (ISC): an onset-strength envelope (spectral flux of
 * the log-compressed spectrum), its autocorrelation over 8 s windows averaged across the file, a
 * log-normal preference for tempi near 120 BPM, and the best lag refined between frames. Memory is
 * the last 8 s of the envelope (about 700 numbers) and one running sum of autocorrelations.
 */

/** ~93 ms frames every ~11.6 ms at 11,025 Hz: about 86 onset values a second. */
const FRAME_SIZE = 1024;
const HOP = 128;
/** log(1 + C·magnitude): spectral changes count alike at any level above ~−60 dBFS. */
const LOG_COMPRESSION = 1000;

/** The window autocorrelated (librosa's `ac_size`), and how often a new one is taken. */
const WINDOW_SECONDS = 8;
const WINDOW_EVERY_SECONDS = 2;
/** Less than this is too short to see a beat repeat often enough. */
const MIN_SECONDS = 6;
/** Below −90 dBFS mean square the "beats" would be noise and dither. */
const SILENT_MEAN_SQUARE = 1e-9;

const MIN_BPM = 30;
const MAX_BPM = 300;
/** librosa's prior: log-normal around 120 BPM, one octave's standard deviation. */
const PRIOR_BPM = 120;
const PRIOR_OCTAVES = 1;
/** The metrical level preferred when a lag's half or double also repeats strongly. */
const PREFERRED_MIN_BPM = 70;
const PREFERRED_MAX_BPM = 180;
/**
 * "Also repeats strongly": at least this share of the chosen lag's autocorrelation. A backbeat
 * (kick on 1 and 3, snare on 2 and 4) under a noise floor repeats most at the half note, with the
 * beat at under half of that; a click at 60 BPM has nothing at the half lag, and stays 60.
 */
const OCTAVE_SHARE = 0.3;

export interface TempoResult {
  bpm: number;
  /** 0…1, see `confidenceOf`. */
  confidence: number;
}

/**
 * The tempo of chunks of channels (−1…1), or of a mono stream already decimated (`addMono`, which
 * audio-analysis.ts feeds from the downsampler it shares with the key).
 */
export function tempoEstimator() {
  const downsampler = monoDownsampler();
  let tracker: ReturnType<typeof onsetAutocorrelation> | null = null;

  function addMono(samples: Float32Array, rate: number): void {
    if (samples.length === 0) return;
    tracker ??= onsetAutocorrelation(rate);
    tracker.add(samples);
  }

  return {
    add(channels: Float32Array[], sampleRate: number): void {
      const samples = downsampler.add(channels, sampleRate);
      addMono(samples, downsampler.outputRate);
    },
    addMono,
    /** The tempo; null below MIN_SECONDS, for silence, or when nothing repeats. */
    result(): TempoResult | null {
      return tracker?.result() ?? null;
    },
  };
}

/** The onset envelope of a mono stream at `rate`, and the running sum of its autocorrelations. */
function onsetAutocorrelation(rate: number) {
  const framesPerSecond = rate / HOP;
  const spectrum = magnitudeSpectrum(FRAME_SIZE);
  const bins = FRAME_SIZE / 2;
  const previous = new Float64Array(bins + 1);
  let frames = 0;

  const ringSize = Math.round(WINDOW_SECONDS * framesPerSecond);
  const every = Math.round(WINDOW_EVERY_SECONDS * framesPerSecond);
  const ring = new Float64Array(ringSize);
  let onsets = 0;

  // Lags one beyond each end, for the peak test and the parabola at the range's edges.
  const minLag = Math.max(2, Math.floor((60 * framesPerSecond) / MAX_BPM));
  const maxLag = Math.ceil((60 * framesPerSecond) / MIN_BPM);
  const sum = new Float64Array(maxLag + 2);
  let windows = 0;
  const window = new Float64Array(ringSize);

  let energy = 0;
  let samples = 0;

  /** Adds the normalised, mean-removed autocorrelation of the last `length` onsets to `into`. */
  function autocorrelate(length: number, into: Float64Array): boolean {
    const start = onsets - length;
    let mean = 0;
    for (let i = 0; i < length; i++) {
      const value = ring[(start + i) % ringSize] ?? 0;
      window[i] = value;
      mean += value;
    }
    mean /= length;
    let zero = 0;
    for (let i = 0; i < length; i++) {
      const value = (window[i] ?? 0) - mean;
      window[i] = value;
      zero += value * value;
    }
    if (!(zero > 1e-12)) return false; // a flat envelope: nothing to measure
    for (let lag = minLag - 1; lag <= maxLag + 1; lag++) {
      let product = 0;
      for (let i = 0; i + lag < length; i++) product += (window[i] ?? 0) * (window[i + lag] ?? 0);
      into[lag] = (into[lag] ?? 0) + product / zero;
    }
    return true;
  }

  const framer = slidingFrames(FRAME_SIZE, HOP, (frame) => {
    const magnitudes = spectrum(frame);
    let flux = 0;
    for (let k = 1; k <= bins; k++) {
      const level = Math.log(1 + LOG_COMPRESSION * (magnitudes[k] ?? 0));
      const rise = level - (previous[k] ?? 0);
      if (rise > 0) flux += rise;
      previous[k] = level;
    }
    if (frames++ === 0) return; // the first frame has nothing to rise from
    ring[onsets % ringSize] = flux / bins;
    onsets++;
    if (onsets >= ringSize && (onsets - ringSize) % every === 0 && autocorrelate(ringSize, sum)) windows++;
  });

  return {
    add(mono: Float32Array): void {
      for (let i = 0; i < mono.length; i++) {
        const x = mono[i] ?? 0;
        energy += x * x;
      }
      samples += mono.length;
      framer.push(mono);
    },

    result(): TempoResult | null {
      if (onsets < MIN_SECONDS * framesPerSecond) return null;
      if (!(energy / samples > SILENT_MEAN_SQUARE)) return null;
      let average = sum.slice();
      let count = windows;
      if (count === 0) {
        // Shorter than one whole window: the envelope there is.
        average = new Float64Array(maxLag + 2);
        if (!autocorrelate(Math.min(onsets, ringSize), average)) return null;
        count = 1;
      }
      for (let lag = 0; lag < average.length; lag++) average[lag] = (average[lag] ?? 0) / count;
      return pickTempo(average, minLag, maxLag, framesPerSecond);
    },
  };
}

/** librosa's prior as a weight: exp(−½·(octaves from 120 BPM / 1 octave)²). */
const priorOf = (bpm: number) => Math.exp(-0.5 * (Math.log2(bpm / PRIOR_BPM) / PRIOR_OCTAVES) ** 2);

/**
 * The best lag of the averaged autocorrelation `acf` in [minLag, maxLag]: a local maximum, weighted
 * by the prior (multiplying the autocorrelation by the prior is librosa's log-domain sum), moved to
 * the 70–180 BPM level when half or double that lag also repeats strongly, and refined by a parabola
 * through its neighbours.
 */
function pickTempo(
  acf: Float64Array,
  minLag: number,
  maxLag: number,
  framesPerSecond: number,
): TempoResult | null {
  const at = (lag: number) => acf[lag] ?? 0;
  const bpmOf = (lag: number) => (60 * framesPerSecond) / lag;
  const isPeak = (lag: number) =>
    lag >= minLag && lag <= maxLag && at(lag) > 0 && at(lag) >= at(lag - 1) && at(lag) >= at(lag + 1);

  let best = 0;
  let bestScore = 0;
  for (let lag = minLag; lag <= maxLag; lag++) {
    if (!isPeak(lag)) continue;
    const score = at(lag) * priorOf(bpmOf(lag));
    if (score > bestScore) {
      best = lag;
      bestScore = score;
    }
  }
  if (best === 0) return null;

  /** The strongest peak within a frame of `target`, if it repeats strongly enough. */
  const octaveOf = (target: number, than: number): number | null => {
    let found: number | null = null;
    for (let lag = Math.round(target) - 1; lag <= Math.round(target) + 1; lag++)
      if (isPeak(lag) && at(lag) >= OCTAVE_SHARE * at(than) && (found === null || at(lag) > at(found)))
        found = lag;
    return found;
  };
  for (let moves = 0; moves < 3; moves++) {
    const bpm = bpmOf(best);
    const moved =
      bpm < PREFERRED_MIN_BPM
        ? octaveOf(best / 2, best)
        : bpm > PREFERRED_MAX_BPM
          ? octaveOf(best * 2, best)
          : null;
    if (moved === null) break;
    best = moved;
  }

  const left = at(best - 1);
  const centre = at(best);
  const right = at(best + 1);
  const curvature = left - 2 * centre + right;
  const offset = curvature < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (left - right)) / curvature)) : 0;
  const peak = centre - 0.25 * (left - right) * offset;
  return {
    bpm: bpmOf(best + offset),
    confidence: confidenceOf(peak, acf, minLag, maxLag),
  };
}

/**
 * How clearly the chosen lag repeats: (peak − median) / (1 − median) of the averaged, normalised
 * autocorrelation over the candidate lags, clamped to 0…1. 1 would be an envelope identical to
 * itself one beat later; the median stands for the level of lags with no beat at all. Unlike
 * (peak − median) / peak, noise does not score high merely because every lag is near zero: its peak
 * is a few hundredths, and so is its confidence.
 */
function confidenceOf(peak: number, acf: Float64Array, minLag: number, maxLag: number): number {
  const candidates = acf.slice(minLag, maxLag + 1).sort();
  const middle = candidates.length >> 1;
  const median =
    candidates.length % 2 === 1
      ? (candidates[middle] ?? 0)
      : ((candidates[middle - 1] ?? 0) + (candidates[middle] ?? 0)) / 2;
  if (!(median < 1)) return 0;
  return Math.max(0, Math.min(1, (peak - median) / (1 - median)));
}
