import { monoDownsampler } from './mono-downsampler';
import { magnitudeSpectrum, slidingFrames } from './spectrum';

/**
 * The key, by the Krumhansl–Kessler method: a chroma vector (how much of each of the 12 pitch
 * classes the file holds, summed over its whole length) correlated with the listeners' tone
 * profiles of Krumhansl & Kessler (1982) for the 24 major and minor keys; the best fit wins.
 *
 * Only tonal peaks feed the chroma: spectral peaks that stand PROMINENCE times above the mean of
 * the bins around them, placed at their interpolated frequency. A kick drum's pitch sweep, a snare,
 * hi-hats and noise spread their energy over many bins and add (almost) nothing; summing
 * every bin would let a kick's tail near 65 Hz pull a G major song to C. Memory is one spectrum frame
 * and 12 running sums.
 */

export const PITCH_CLASSES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;
export type PitchClass = (typeof PITCH_CLASSES)[number];
export type Mode = 'major' | 'minor';

/** Krumhansl & Kessler's probe-tone ratings, index 0 the tonic. */
const MAJOR_PROFILE = [6.35, 2.23, 3.48, 2.33, 4.38, 4.09, 2.52, 5.19, 2.39, 3.66, 2.29, 2.88];
const MINOR_PROFILE = [6.33, 2.68, 3.52, 5.38, 2.6, 3.53, 2.54, 4.75, 3.98, 2.69, 3.34, 3.17];

/** ~0.74 s frames at 11,025 Hz (1.35 Hz bins: a semitone at 65 Hz is 2.9 bins), half overlapping. */
const FRAME_SIZE = 8192;
const HOP = 4096;
/** Five whole octaves, C2 (65 Hz) to B6 (1976 Hz): every pitch class spans the same octaves. */
const LOWEST_NOTE = 36;
const HIGHEST_NOTE = 95;
/**
 * A tonal peak is a local maximum at least PROMINENCE times the mean magnitude of the
 * 2·NEIGHBOURS + 1 bins around it (±11 Hz). An isolated Hann-windowed tone stands about 8 times
 * above that mean; the random peaks of white noise seldom reach 3 times.
 */
const PROMINENCE = 3;
const NEIGHBOURS = 8;
/**
 * Below this share of the five octaves' spectral magnitude in tonal peaks there is no key to hear:
 * white noise and drums alone give about 0.001, chords 0.25, chords under loud drums or noise 0.03.
 */
const MIN_TONAL_SHARE = 0.01;
/** Below −90 dBFS mean square there is no key to hear. */
const SILENT_MEAN_SQUARE = 1e-9;
/**
 * The chroma's coefficient of variation (standard deviation / mean) below which no pitch class
 * stands out.
 */
const MIN_CONTRAST = 0.1;
/** A margin of this much correlation over the nearest rival key is full confidence in the choice. */
const FULL_MARGIN = 0.2;

export interface KeyResult {
  tonic: PitchClass;
  mode: Mode;
  /** "A minor", "F# major". */
  name: string;
  /** 0…1, see `keyOf`. */
  confidence: number;
}

/**
 * The key of chunks of channels (−1…1), or of a mono stream already decimated (`addMono`, which
 * audio-analysis.ts feeds from the downsampler it shares with the tempo).
 */
export function keyEstimator() {
  const downsampler = monoDownsampler();
  const spectrum = magnitudeSpectrum(FRAME_SIZE);
  const chroma = new Float64Array(12);
  let framer: ReturnType<typeof slidingFrames> | null = null;
  let binWidth = 0;
  let first = 0;
  let last = 0;
  let energy = 0;
  let samples = 0;
  let tonalMagnitude = 0;
  let allMagnitude = 0;

  function start(rate: number): void {
    binWidth = rate / FRAME_SIZE;
    const lowest = 440 * 2 ** ((LOWEST_NOTE - 0.5 - 69) / 12);
    const highest = 440 * 2 ** ((HIGHEST_NOTE + 0.5 - 69) / 12);
    first = Math.max(NEIGHBOURS + 1, Math.ceil(lowest / binWidth));
    last = Math.min(FRAME_SIZE / 2 - NEIGHBOURS - 1, Math.floor(highest / binWidth));
    framer = slidingFrames(FRAME_SIZE, HOP, addFrame);
  }

  function addFrame(frame: Float64Array): void {
    const magnitudes = spectrum(frame);
    const at = (k: number) => magnitudes[k] ?? 0;
    // The sum of the bins k − NEIGHBOURS … k + NEIGHBOURS, slid along.
    let around = 0;
    for (let k = first - NEIGHBOURS; k <= first + NEIGHBOURS; k++) around += at(k);
    const threshold = PROMINENCE / (2 * NEIGHBOURS + 1);
    for (let k = first; k <= last; k++) {
      if (k > first) around += at(k + NEIGHBOURS) - at(k - NEIGHBOURS - 1);
      const magnitude = at(k);
      allMagnitude += magnitude;
      if (!(magnitude > at(k - 1) && magnitude >= at(k + 1) && magnitude >= threshold * around)) continue;
      // The peak's frequency from a parabola through the log magnitudes (Hann: within ~0.1 bin).
      const below = Math.log(at(k - 1) + 1e-20);
      const centre = Math.log(magnitude);
      const above = Math.log(at(k + 1) + 1e-20);
      const offset = (0.5 * (below - above)) / (below - 2 * centre + above);
      const note = 12 * Math.log2(((k + offset) * binWidth) / 440) + 69;
      if (note < LOWEST_NOTE - 0.5 || note >= HIGHEST_NOTE + 0.5) continue;
      const nearest = Math.round(note);
      const pitchClass = ((nearest % 12) + 12) % 12;
      // cos² of the distance from the semitone's centre: a peak between two notes counts for neither.
      chroma[pitchClass] = (chroma[pitchClass] ?? 0) + Math.cos(Math.PI * (note - nearest)) ** 2 * magnitude;
      tonalMagnitude += magnitude;
    }
  }

  function addMono(mono: Float32Array, rate: number): void {
    if (mono.length === 0) return;
    if (!framer) start(rate);
    for (let i = 0; i < mono.length; i++) {
      const x = mono[i] ?? 0;
      energy += x * x;
    }
    samples += mono.length;
    framer?.push(mono);
  }

  return {
    add(channels: Float32Array[], sampleRate: number): void {
      addMono(downsampler.add(channels, sampleRate), downsampler.outputRate);
    },
    addMono,
    /** The key; null for silence, for less than one frame, or with too few tonal peaks. */
    result(): KeyResult | null {
      if (!(samples > 0 && energy / samples > SILENT_MEAN_SQUARE)) return null;
      if (!(tonalMagnitude > MIN_TONAL_SHARE * allMagnitude)) return null;
      return keyOf(chroma);
    },
  };
}

/** Pearson's correlation of the chroma with `profile` turned to `tonic`. */
function correlation(chroma: Float64Array, profile: number[], tonic: number): number {
  let chromaMean = 0;
  let profileMean = 0;
  for (let pc = 0; pc < 12; pc++) {
    chromaMean += (chroma[pc] ?? 0) / 12;
    profileMean += (profile[pc] ?? 0) / 12;
  }
  let products = 0;
  let chromaSquares = 0;
  let profileSquares = 0;
  for (let pc = 0; pc < 12; pc++) {
    const c = (chroma[pc] ?? 0) - chromaMean;
    const p = (profile[(pc - tonic + 12) % 12] ?? 0) - profileMean;
    products += c * p;
    chromaSquares += c * c;
    profileSquares += p * p;
  }
  return products / Math.sqrt(chromaSquares * profileSquares);
}

/**
 * The best of the 24 keys for `chroma`, or null when it is (nearly) flat. Confidence is the best
 * correlation r₁ (how well the chroma looks like a key at all) times how far it leads the best key
 * that is neither it nor its relative, (r₁ − r₂) / FULL_MARGIN, both clamped to 0…1. The relative
 * major or minor shares every pitch class, so being close to it says nothing against the scale
 * found, only about its centre; a rival a fifth away, or the parallel key, is a real doubt.
 */
export function keyOf(chroma: Float64Array): KeyResult | null {
  let mean = 0;
  for (let pc = 0; pc < 12; pc++) mean += (chroma[pc] ?? 0) / 12;
  if (!(mean > 0)) return null;
  let variance = 0;
  for (let pc = 0; pc < 12; pc++) variance += ((chroma[pc] ?? 0) - mean) ** 2 / 12;
  if (Math.sqrt(variance) / mean < MIN_CONTRAST) return null;

  const keys = PITCH_CLASSES.flatMap((_, tonic) =>
    (['major', 'minor'] as const).map((mode) => ({
      tonic,
      mode,
      r: correlation(chroma, mode === 'major' ? MAJOR_PROFILE : MINOR_PROFILE, tonic),
    })),
  ).sort((a, b) => b.r - a.r);
  const best = keys[0];
  if (!best || !Number.isFinite(best.r)) return null;
  const relative =
    best.mode === 'major'
      ? { tonic: (best.tonic + 9) % 12, mode: 'minor' }
      : { tonic: (best.tonic + 3) % 12, mode: 'major' };
  const rival = keys.find(
    (key) => key !== best && !(key.tonic === relative.tonic && key.mode === relative.mode),
  );
  const clamp = (value: number) => Math.max(0, Math.min(1, value));
  const margin = rival ? (best.r - rival.r) / FULL_MARGIN : 1;
  const tonic = PITCH_CLASSES[best.tonic] ?? 'C';
  return {
    tonic,
    mode: best.mode,
    name: `${tonic} ${best.mode}`,
    confidence: clamp(best.r) * clamp(margin),
  };
}
