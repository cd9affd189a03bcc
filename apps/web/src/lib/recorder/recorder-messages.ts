/** The recorder worklet's name, and what it and the main thread say to each other. */
export const RECORDER_PROCESSOR = 'take-recorder';

/** Frames a batch holds: about 43 ms at 48 kHz, so the main thread hears from it ~23 times a second. */
export const BATCH_FRAMES = 2048;

/** `stop` ends a recording (another may follow); `close` ends the processor. */
export type ToRecorder = { type: 'record' } | { type: 'stop' } | { type: 'close' };

export type FromRecorder =
  /** `channels` captured from context frame `frame` on (their buffers transferred). */
  | { type: 'batch'; frame: number; channels: Float32Array[] }
  /** The last batch has been sent. */
  | { type: 'stopped' };
