import type { MixerBlock, MixerCommand, MixerEvent } from './mixer-core';
import type { ReadRequest } from './scheduler';

/**
 * What the engine (main thread), the decode worker and the mixer worklet say to each other
 * (docs/design/music-tracks.md §6.2). Blocks go from the worker to the worklet over a channel of
 * their own, and back to the worker's pool once played, so decoded audio never crosses the main
 * thread; the engine sends reads and transport, and hears positions, underruns and which voices
 * are ready.
 */

/** A voice's file as the worker opens it: its `url` is read with range requests. */
export interface VoiceFile {
  /** Stays the same while the voice plays the same file: the worker keeps its reader across loads. */
  key: string;
  url: string;
  mimeType: string;
}

export type WorkerRequest =
  /** Once, before anything else: the context's rate, which every block is made at. */
  | { type: 'init'; sampleRate: number }
  /**
   * A new voice set (and a new worklet node, whose end of a new channel is `port`): index i is
   * output i; null is a voice without a file, silent throughout. Answered per voice, `opened` or
   * `failed`, with this `load`.
   */
  | { type: 'load'; load: number; voices: (VoiceFile | null)[]; port: MessagePort }
  /**
   * Blocks to fill, in the order given per voice; older generations' reads still queued are
   * dropped. Generations count from 1 again with each load.
   */
  | { type: 'read'; requests: ReadRequest[] }
  /** Pause or a seek: reads of this generation and before are dropped, queued or in flight. */
  | { type: 'cancel'; generation: number }
  | { type: 'dispose' };

export type WorkerEvent =
  | { type: 'opened'; load: number; voice: number; channels: number; lengthFrames: number }
  | { type: 'failed'; load: number; voice: number; reason: string }
  /** The first block of this generation went to the worklet (the scheduler's priming). */
  | { type: 'delivered'; load: number; voice: number; generation: number };

/** The worker's side of its channel to the worklet. */
export type ToWorklet = { type: 'block'; block: MixerBlock };
export type FromWorklet = { type: 'release'; channels: Float32Array[] };

/** The engine's side of the worklet node's port. */
export type EngineToWorklet = MixerCommand | { type: 'connect'; port: MessagePort } | { type: 'close' };
export type WorkletToEngine = MixerEvent;

/** The name the worklet registers its processor under. */
export const MIXER_PROCESSOR = 'mixer';
