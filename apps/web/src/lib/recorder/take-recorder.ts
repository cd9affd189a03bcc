import { type FromRecorder, RECORDER_PROCESSOR, type ToRecorder } from './recorder-messages';
import recorderUrl from './recorder-worklet.ts?worker&url';

/** What a recording caught: its channels from context frame `captureFrame` on. */
export interface RecordedAudio {
  captureFrame: number;
  rate: number;
  channels: Float32Array[];
}

/** The input as the browser opened it. */
export interface InputFacts {
  deviceId: string;
  label: string;
  /** The input's own latency as the browser reports it (seconds; 0 when it says none). */
  latencySeconds: number;
}

export class RecorderFailed extends Error {}

/**
 * The microphone or interface, opened in the song's AudioContext (so a take shares the mixer's
 * clock) and recorded losslessly by the recorder worklet: no echo cancellation, noise suppression
 * or gain control, which would change the take. Opened when a member arms a track, so the input
 * is running before the count-in; `record` from when the count-in starts, `stop` answers the take.
 */
export class TakeRecorder {
  private batches: { frame: number; channels: Float32Array[] }[] = [];
  private stopped: ((audio: RecordedAudio) => void) | null = null;
  private readonly analyser: AnalyserNode;
  private readonly levelBuffer: Float32Array<ArrayBuffer>;

  private constructor(
    private readonly context: AudioContext,
    private readonly stream: MediaStream,
    private readonly source: MediaStreamAudioSourceNode,
    private readonly node: AudioWorkletNode,
    readonly input: InputFacts,
  ) {
    node.port.onmessage = (event: MessageEvent<FromRecorder>) => this.heard(event.data);
    this.analyser = new AnalyserNode(context, { fftSize: 1024 });
    this.levelBuffer = new Float32Array(1024);
    source.connect(this.analyser);
  }

  static async open(context: AudioContext, deviceId?: string): Promise<TakeRecorder> {
    if (!navigator.mediaDevices?.getUserMedia) throw new RecorderFailed('This browser cannot record audio.');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: {
          ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
          echoCancellation: false,
          noiseSuppression: false,
          autoGainControl: false,
        },
      });
    } catch (error) {
      throw new RecorderFailed(
        error instanceof DOMException && error.name === 'NotAllowedError'
          ? 'The browser was not allowed to use the microphone. Allow it in the address bar, then try again.'
          : 'No microphone or audio input could be opened.',
      );
    }
    const track = stream.getAudioTracks()[0];
    const settings = track?.getSettings() ?? {};
    try {
      await context.audioWorklet.addModule(recorderUrl);
    } catch {
      for (const each of stream.getTracks()) each.stop();
      throw new RecorderFailed('The recorder could not start in this browser.');
    }
    const channelCount = Math.min(2, Math.max(1, settings.channelCount ?? 1));
    const source = new MediaStreamAudioSourceNode(context, { mediaStream: stream });
    const node = new AudioWorkletNode(context, RECORDER_PROCESSOR, {
      numberOfInputs: 1,
      numberOfOutputs: 0,
      channelCount,
      channelCountMode: 'explicit',
    });
    source.connect(node);
    const latency = (settings as MediaTrackSettings & { latency?: number }).latency;
    return new TakeRecorder(context, stream, source, node, {
      deviceId: settings.deviceId ?? deviceId ?? 'default',
      label: track?.label ?? '',
      latencySeconds: typeof latency === 'number' && Number.isFinite(latency) ? latency : 0,
    });
  }

  /** The input's level now, 0…1 (its peak over the last ~20 ms): for the armed track's meter. */
  level(): number {
    this.analyser.getFloatTimeDomainData(this.levelBuffer);
    let peak = 0;
    for (const sample of this.levelBuffer) peak = Math.max(peak, Math.abs(sample));
    return Math.min(1, peak);
  }

  record(): void {
    this.batches = [];
    this.send({ type: 'record' });
  }

  /** Ends the recording (the input stays open for another): what it caught, in one piece per channel. */
  stop(): Promise<RecordedAudio> {
    return new Promise((resolve) => {
      this.stopped = resolve;
      this.send({ type: 'stop' });
    });
  }

  /** Lets the input go (the browser's recording indicator goes out). */
  close(): void {
    this.send({ type: 'close' });
    this.node.port.onmessage = null;
    this.source.disconnect();
    this.node.disconnect();
    for (const track of this.stream.getTracks()) track.stop();
  }

  private heard(message: FromRecorder): void {
    if (message.type === 'batch') {
      this.batches.push({ frame: message.frame, channels: message.channels });
      return;
    }
    const done = this.stopped;
    this.stopped = null;
    done?.(joined(this.batches, this.context.sampleRate));
  }

  private send(message: ToRecorder): void {
    this.node.port.postMessage(message);
  }
}

/** Batches as one recording from the first one's frame (a gap, never expected, is left silent). */
export function joined(
  batches: readonly { frame: number; channels: Float32Array[] }[],
  rate: number,
): RecordedAudio {
  const first = batches[0];
  if (!first) return { captureFrame: 0, rate, channels: [] };
  const last = batches[batches.length - 1] ?? first;
  const frames = last.frame + (last.channels[0]?.length ?? 0) - first.frame;
  const channels = first.channels.map(() => new Float32Array(frames));
  for (const batch of batches)
    batch.channels.forEach((samples, index) => {
      channels[index]?.set(samples, batch.frame - first.frame);
    });
  return { captureFrame: first.frame, rate, channels };
}
