import type { EngineState } from './engine-state';
import type { ChannelLevel } from './meter';
import type { VoiceGroup } from './voice-gains';

/** What the mixer engine takes and tells (engine.ts). */

export interface MixerVoice {
  /** A track's id, or a take's while A/B is open. */
  id: string;
  /** Null: the track's file was deleted; the voice is silent. */
  file: { url: string; mimeType: string } | null;
  /** Where the file's first sample sounds in the song (the track's `startOffsetMs`). */
  startOffsetMs: number;
  gainDb: number;
  /** −100 (left) … 100 (right), as the song keeps it. */
  pan: number;
  group: VoiceGroup;
}

export type MixerEngineEvent =
  | { type: 'state'; state: EngineState }
  /** A voice that had started ran out of decoded audio (it is silent until its next block). */
  | { type: 'underrun'; voiceId: string; position: number }
  | { type: 'voiceFailed'; voiceId: string; reason: string }
  /**
   * Playback starts: song frame `fromFrame` is rendered at context frame `atFrame`; after a count-in,
   * `clickFrames` are the context frames its clicks were rendered at (docs/design/review.md §4).
   */
  | { type: 'started'; atFrame: number; fromFrame: number; rate: number; clickFrames: number[] }
  | { type: 'ended' };

/** Clicks before the song starts playing: `beats` of `periodSeconds`, the first of each bar accented. */
export interface CountIn {
  beats: number;
  periodSeconds: number;
  beatsPerBar: number;
}

export interface MeterReading {
  left: ChannelLevel;
  right: ChannelLevel;
}

export interface MixerEngineOptions {
  /** Added to `{ latencyHint: 'playback' }` (a test or a bounce may fix the rate). */
  context?: AudioContextOptions;
}
