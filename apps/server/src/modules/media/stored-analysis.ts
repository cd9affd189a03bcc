import { type AudioAnalysis, type MusicalKey, TONICS } from '@create-together/contract';
import type { AudioAnalysisResult } from './analysis/audio-analysis';
import { PITCH_CLASSES } from './analysis/key';

/**
 * What is stored and sent of an analysis (the contract's `AudioAnalysis`): the key named as the
 * queue names keys (Eb, not D#), loudness and clipping in the fields the web reads.
 */
export function storedAnalysis(result: AudioAnalysisResult): AudioAnalysis {
  const { tempo, key, loudness, clipping } = result;
  return {
    tempo,
    key: key && {
      name: `${TONICS[PITCH_CLASSES.indexOf(key.tonic)]} ${key.mode}` as MusicalKey,
      confidence: key.confidence,
    },
    loudnessLufs: loudness.integratedLufs,
    truePeakDbtp: loudness.truePeakDbtp,
    clipping: { runs: clipping.runs, seconds: clipping.clippedSeconds },
  };
}
