import { BATCH_FRAMES, type FromRecorder, RECORDER_PROCESSOR, type ToRecorder } from './recorder-messages';

/**
 * The take recorder's AudioWorkletProcessor (docs/design/review.md §4): while recording, it copies
 * its input — the microphone or the interface, as the browser gives it, lossless — into batches
 * stamped with the context frame of their first sample, and sends them to the main thread (their
 * buffers transferred: nothing is copied twice). The stamp is what places the take on the song's
 * beat. Built by Vite as a file of its own (`?worker&url`, as the mixer's worklet; see there for why
 * the worklet scope's types are declared here).
 */

declare const currentFrame: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
  constructor(options?: AudioWorkletNodeOptions);
}
declare function registerProcessor(
  name: string,
  processor: new (options: AudioWorkletNodeOptions) => AudioWorkletProcessor,
): void;

const defineProcessor = () =>
  class RecorderProcessor extends AudioWorkletProcessor {
    private recording = false;
    private alive = true;
    private batch: Float32Array[] = [];
    private filled = 0;
    private batchFrame = 0;

    constructor(options: AudioWorkletNodeOptions) {
      super(options);
      this.port.onmessage = (event: MessageEvent<ToRecorder>) => {
        if (event.data.type === 'record') {
          this.recording = true;
          this.filled = 0;
          this.batch = [];
        } else if (event.data.type === 'stop') {
          this.flush();
          this.recording = false;
          this.post({ type: 'stopped' });
        } else {
          this.recording = false;
          this.alive = false;
        }
      };
    }

    process(inputs: Float32Array[][]): boolean {
      const input = inputs[0] ?? [];
      if (!this.recording || input.length === 0) return this.alive;
      const frames = input[0]?.length ?? 0;
      for (let at = 0; at < frames; ) {
        if (this.filled === 0) {
          this.batchFrame = currentFrame + at;
          this.batch = input.map(() => new Float32Array(BATCH_FRAMES));
        }
        const take = Math.min(BATCH_FRAMES - this.filled, frames - at);
        for (let index = 0; index < input.length; index++)
          this.batch[index]?.set((input[index] as Float32Array).subarray(at, at + take), this.filled);
        this.filled += take;
        at += take;
        if (this.filled === BATCH_FRAMES) this.flush();
      }
      return this.alive;
    }

    private flush(): void {
      if (this.filled === 0) return;
      // A full batch goes as it is; the last, partial one as a copy of its filled part.
      const channels =
        this.filled === BATCH_FRAMES
          ? this.batch
          : this.batch.map((channel) => channel.slice(0, this.filled));
      this.filled = 0;
      this.post(
        { type: 'batch', frame: this.batchFrame, channels },
        channels.map((channel) => channel.buffer as ArrayBuffer),
      );
    }

    private post(message: FromRecorder, transfer: ArrayBuffer[] = []): void {
      this.port.postMessage(message, transfer);
    }
  };

if (typeof registerProcessor === 'function') registerProcessor(RECORDER_PROCESSOR, defineProcessor());
