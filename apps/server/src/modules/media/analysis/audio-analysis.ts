import { clippingDetector } from './clipping';
import { type KeyResult, keyEstimator, type Mode, type PitchClass } from './key';
import { loudnessMeter } from './loudness';
import { monoDownsampler } from './mono-downsampler';
import { tempoEstimator } from './tempo';

export type { Mode, PitchClass } from './key';

/**
 * Everything measured of an upload's audio in the decoding pass that also makes its peaks
 * (audio-file-summary.ts): tempo, key, loudness and clipping, as the values to store. Each
 * measure is rounded to what it can honestly tell.
 */
export interface AudioAnalysisResult {
  /** Beats per minute to 0.1, confidence 0…1 to 0.01; null when too short, silent or unsteady. */
  tempo: { bpm: number; confidence: number } | null;
  /** Null when silent or when no pitch stands out (noise, drums alone). */
  key: { tonic: PitchClass; mode: Mode; name: string; confidence: number } | null;
  /** EBU R 128 integrated loudness (LUFS) and true peak (dBTP), to 0.1; null when not measurable. */
  loudness: { integratedLufs: number | null; truePeakDbtp: number | null };
  /** Runs of ≥ 3 full-scale samples, the longest (samples), and their time to the millisecond. */
  clipping: { runs: number; longestRun: number; clippedSeconds: number };
}

/** `value` to `decimals` places (a whole number divided by a power of ten prints as written); never −0. */
const roundTo = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale + 0;
};
const roundOrNull = (value: number | null, decimals: number) =>
  value === null ? null : roundTo(value, decimals);

/**
 * Tempo, key, loudness and clipping over one pass of decoded chunks (one Float32Array per channel,
 * −1…1). The first chunk with frames fixes the rate and the channel count; decoders give one rate,
 * but a chained stream that changes either is measured up to the change and the rest is left out
 * (the filters' state belongs to the first stream). Empty chunks are ignored.
 */
export function audioAnalysis() {
  const loudness = loudnessMeter();
  const clipping = clippingDetector();
  const downsampler = monoDownsampler();
  const tempo = tempoEstimator();
  const key = keyEstimator();
  let sampleRate = 0;
  let channelCount = 0;

  return {
    add(channels: Float32Array[], rate: number): void {
      if ((channels[0]?.length ?? 0) === 0) return;
      if (sampleRate === 0) {
        if (!Number.isFinite(rate) || rate <= 0) throw new RangeError(`Not a sample rate: ${rate}`);
        sampleRate = rate;
        channelCount = channels.length;
      } else if (rate !== sampleRate || channels.length !== channelCount) return;
      loudness.add(channels, rate);
      clipping.add(channels, rate);
      const mono = downsampler.add(channels, rate);
      tempo.addMono(mono, downsampler.outputRate);
      key.addMono(mono, downsampler.outputRate);
    },

    /** The rounded measures of what was added: call once, at the end. */
    result(): AudioAnalysisResult {
      const beat = tempo.result();
      const found: KeyResult | null = key.result();
      const level = loudness.result();
      const clipped = clipping.result();
      return {
        tempo: beat && { bpm: roundTo(beat.bpm, 1), confidence: roundTo(beat.confidence, 2) },
        key: found && { ...found, confidence: roundTo(found.confidence, 2) },
        loudness: {
          integratedLufs: roundOrNull(level.integratedLufs, 1),
          truePeakDbtp: roundOrNull(level.truePeakDbtp, 1),
        },
        clipping: {
          runs: clipped.runs,
          longestRun: clipped.longestRun,
          clippedSeconds: roundTo(clipped.clippedSeconds, 3),
        },
      };
    },
  };
}
