import { METER_FFT_SIZE } from './constants';
import { type EngineToWorklet, MIXER_PROCESSOR, type WorkletToEngine } from './messages';
import { type ChannelLevel, levelOf } from './meter';

/**
 * The engine's nodes (docs/design/music-tracks.md §6.2, §6.4): worklet output[v] → gain (mix ·
 * mute/solo · A/B) → stereo panner → master gain → destination, and beside the master a splitter
 * into two analysers for the meter.
 */
export interface MasterBus {
  input: GainNode;
  /** Each channel's level over the analysers' last 2,048 frames. */
  levels(): [ChannelLevel, ChannelLevel];
  disconnect(): void;
}

export function createMasterBus(context: AudioContext): MasterBus {
  const input = new GainNode(context, { gain: 1 });
  const splitter = new ChannelSplitterNode(context, { numberOfOutputs: 2 });
  const analysers = [0, 1].map((channel) => {
    const analyser = new AnalyserNode(context, { fftSize: METER_FFT_SIZE });
    splitter.connect(analyser, channel);
    return analyser;
  });
  const buffers = analysers.map(() => new Float32Array(METER_FFT_SIZE));
  input.connect(context.destination);
  input.connect(splitter);
  return {
    input,
    levels() {
      return analysers.map((analyser, channel) => {
        const buffer = buffers[channel] as Float32Array<ArrayBuffer>;
        analyser.getFloatTimeDomainData(buffer);
        return levelOf(buffer);
      }) as [ChannelLevel, ChannelLevel];
    },
    disconnect() {
      input.disconnect();
      splitter.disconnect();
    },
  };
}

/** One voice's strip: worklet output → gain (mix · mute/solo · A/B) → panner → master. */
export interface VoiceStrip {
  gain: GainNode;
  panner: StereoPannerNode;
}

export function createVoiceStrip(
  context: AudioContext,
  master: MasterBus,
  gain: number,
  pan: number,
): VoiceStrip {
  const strip = { gain: new GainNode(context, { gain }), panner: new StereoPannerNode(context, { pan }) };
  strip.gain.connect(strip.panner).connect(master.input);
  return strip;
}

/** Moves an AudioParam to `value` over about `ms` (three time constants), from the next quantum. */
export function rampTo(param: AudioParam, value: number, context: BaseAudioContext, ms: number): void {
  param.cancelScheduledValues(context.currentTime);
  param.setTargetAtTime(value, context.currentTime, ms / 3_000);
}

/**
 * The mixer worklet's node: one output per voice with its file's channels, its processor given
 * the worker's end of their channel (`port`), its reports to `onEvent`. Each output feeds its strip.
 */
export function createMixerNode(
  context: AudioContext,
  strips: readonly VoiceStrip[],
  channelCounts: readonly number[],
  port: MessagePort,
  onEvent: (event: WorkletToEngine) => void,
): AudioWorkletNode {
  const node = new AudioWorkletNode(context, MIXER_PROCESSOR, {
    numberOfInputs: 0,
    numberOfOutputs: strips.length,
    outputChannelCount: [...channelCounts],
  });
  node.port.onmessage = ({ data }: MessageEvent<WorkletToEngine>) => onEvent(data);
  toWorklet(node, { type: 'connect', port }, [port]);
  strips.forEach((strip, output) => {
    node.connect(strip.gain, output);
  });
  return node;
}

export function toWorklet(
  node: AudioWorkletNode,
  message: EngineToWorklet,
  transfer: Transferable[] = [],
): void {
  node.port.postMessage(message, transfer);
}

/** Lets the node and the strips go: the processor stops and its blocks go back to the pool. */
export function dropMixerNode(node: AudioWorkletNode | null, strips: readonly VoiceStrip[]): void {
  if (node) {
    toWorklet(node, { type: 'close' });
    node.port.onmessage = null;
    node.disconnect();
  }
  for (const strip of strips) {
    strip.gain.disconnect();
    strip.panner.disconnect();
  }
}

/**
 * The context time the output plays now: its last timestamp moved on by the time since, never
 * past what was rendered (`currentTime` alone moves in steps of the output's buffer).
 */
export function heardTime(context: AudioContext): number {
  if (typeof context.getOutputTimestamp !== 'function') return context.currentTime;
  const { contextTime, performanceTime } = context.getOutputTimestamp();
  if (contextTime === undefined || performanceTime === undefined || contextTime <= 0)
    return context.currentTime;
  return Math.min(context.currentTime, contextTime + (performance.now() - performanceTime) / 1_000);
}
