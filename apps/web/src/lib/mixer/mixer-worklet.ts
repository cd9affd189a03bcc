import type { EngineToWorklet, FromWorklet, ToWorklet } from './messages';
import { MIXER_PROCESSOR } from './messages';
import { type MixerBlock, MixerCore } from './mixer-core';

/**
 * The mixer's AudioWorkletProcessor (docs/design/music-tracks.md §6.2 "The worklet"): one output
 * per voice, each mono or stereo as its file. It only wires `MixerCore` to the audio thread: the
 * node's port brings the engine's `start`/`stop` and the worker's channel, that channel brings
 * blocks, played blocks go back over it to the worker's pool (their buffers transferred), and
 * positions, underruns and the end go to the engine.
 *
 * Built by Vite as a file of its own (`?worker&url` in engine.ts: bundled, same origin, so the
 * app's `script-src 'self'` allows it); it runs in an AudioWorkletGlobalScope, which has no
 * `self`, no DOM and none of the TypeScript DOM library's worklet types — declared here. Imported
 * anywhere else (e2e/chunks.spec.ts runs every built file in a page) it defines nothing.
 */

declare const currentFrame: number;
declare const sampleRate: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
  constructor(options?: AudioWorkletNodeOptions);
}
declare function registerProcessor(
  name: string,
  processor: new (options: AudioWorkletNodeOptions) => AudioWorkletProcessor,
): void;

const NO_CHANNELS: Float32Array[] = [];

const defineProcessor = () =>
  class MixerProcessor extends AudioWorkletProcessor {
    private readonly core: MixerCore;
    private worker: MessagePort | null = null;
    private alive = true;
    /** Reused for every release: the audio thread makes as little garbage as it can. */
    private readonly released: FromWorklet = { type: 'release', channels: NO_CHANNELS };
    private readonly transfer: ArrayBuffer[] = [];

    constructor(options: AudioWorkletNodeOptions) {
      super(options);
      this.core = new MixerCore(options.numberOfOutputs ?? 0, sampleRate, {
        release: (block) => this.release(block),
        event: (event) => this.port.postMessage(event),
      });
      this.port.onmessage = ({ data }: MessageEvent<EngineToWorklet>) => {
        if (data.type === 'connect') {
          this.worker?.close();
          this.worker = data.port;
          this.worker.onmessage = ({ data: message }: MessageEvent<ToWorklet>) => this.core.command(message);
        } else if (data.type === 'close') {
          this.core.command({ type: 'stop' });
          this.alive = false;
          this.worker?.close();
          this.worker = null;
          this.port.close();
        } else {
          this.core.command(data);
        }
      };
    }

    private release(block: MixerBlock): void {
      const worker = this.worker;
      if (!worker || block.channels.length === 0) return;
      this.transfer.length = 0;
      for (const channel of block.channels) this.transfer.push(channel.buffer as ArrayBuffer);
      this.released.channels = block.channels;
      worker.postMessage(this.released, this.transfer);
      this.released.channels = NO_CHANNELS;
    }

    process(_inputs: Float32Array[][], outputs: Float32Array[][]): boolean {
      this.core.render(currentFrame, outputs);
      // False once closed: the node is let go and the audio thread stops calling it.
      return this.alive;
    }
  };

if (typeof registerProcessor === 'function') registerProcessor(MIXER_PROCESSOR, defineProcessor());
