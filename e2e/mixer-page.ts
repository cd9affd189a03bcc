/**
 * The mixer engine's test page (e2e/mixer-engine.spec.ts): the page's script, built by Vite beside
 * the engine, calls `installMixerTest(MixerEngine)`. It records what the engine's context sends to
 * its destination — every connection to a destination is also made to a recorder worklet — so the
 * spec measures rendered samples, and it keeps what the engine reports. The app ships no test hook:
 * all of this lives in the page.
 */

/** A voice as `MixerEngine.load` takes it. */
export interface TestVoice {
  id: string;
  file: { url: string; mimeType: string } | null;
  startOffsetMs: number;
  gainDb: number;
  pan: number;
  group: 'both' | 'A' | 'B';
}

/** What the page uses of the engine (its module is built for the page, not type-checked here). */
export interface EngineLike {
  load(voices: TestVoice[]): Promise<void>;
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  setLoop(region: { start: number; end: number } | null): void;
  readonly position: number;
  readonly state: { status: string; failedVoices?: readonly string[] };
  subscribe(
    listener: (event: { type: string; voiceId?: string; state?: { status: string } }) => void,
  ): () => void;
  dispose(): void;
}

export interface MixerTest {
  engine: EngineLike | null;
  create(sampleRate?: number): EngineLike;
  /** The engine's context, once it connected to its destination. */
  context: AudioContext | null;
  /** Each state the engine entered, and the underruns and failures it reported, in order. */
  log: string[];
  /** Times the playhead went back while playing (a loop lap). */
  laps: number;
  /** Milliseconds from `play()` (or a seek) to the `playing` state. */
  timeToPlaying(action: () => void): Promise<number>;
  /** What the destination was sent since the recorder started: base64 floats, left then right. */
  capture(): Promise<{ firstFrame: number; frames: number; data: string }>;
  violations: string[];
}

declare global {
  interface Window {
    mixerTest: MixerTest;
  }
}

/** Where the spec serves the recorder worklet. */
export const RECORDER_URL = '/__mixer/recorder.js';

/** The recorder worklet: copies its stereo input into 60 s of preallocated frames. */
export const RECORDER_SOURCE = `
class Recorder extends AudioWorkletProcessor {
  constructor() {
    super();
    this.size = sampleRate * 60;
    this.left = new Float32Array(this.size);
    this.right = new Float32Array(this.size);
    this.at = 0;
    this.first = -1;
    this.port.onmessage = () => {
      const left = this.left.slice(0, this.at);
      const right = this.right.slice(0, this.at);
      this.port.postMessage({ firstFrame: this.first, frames: this.at, left, right }, [left.buffer, right.buffer]);
    };
  }
  process(inputs) {
    if (this.first < 0) this.first = currentFrame;
    const channels = inputs[0] ?? [];
    if (this.at + 128 <= this.size) {
      if (channels.length > 0) {
        this.left.set(channels[0], this.at);
        this.right.set(channels[1] ?? channels[0], this.at);
      }
      this.at += 128;
    }
    return true;
  }
}
registerProcessor('recorder', Recorder);
`;

function base64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

export function installMixerTest(
  Engine: new (options?: { context?: AudioContextOptions }) => EngineLike,
): void {
  const recorders = new WeakMap<BaseAudioContext, AudioWorkletNode>();
  const addModule = AudioWorklet.prototype.addModule;
  AudioWorklet.prototype.addModule = async function (this: AudioWorklet, url, options) {
    await addModule.call(this, RECORDER_URL);
    return addModule.call(this, url, options);
  };
  const connect = AudioNode.prototype.connect as (this: AudioNode, ...args: unknown[]) => unknown;
  AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
    const [destination] = args;
    if (destination instanceof AudioDestinationNode) {
      const context = this.context as AudioContext;
      let recorder = recorders.get(context);
      if (!recorder) {
        recorder = new AudioWorkletNode(context, 'recorder', { numberOfInputs: 1, numberOfOutputs: 0 });
        recorders.set(context, recorder);
        test.context = context;
      }
      connect.call(this, recorder);
    }
    return connect.apply(this, args);
  } as typeof AudioNode.prototype.connect;

  let lastPosition = 0;
  const test: MixerTest = {
    engine: null,
    context: null,
    log: [],
    laps: 0,
    violations: [],
    create(sampleRate) {
      const engine = new Engine(sampleRate ? { context: { sampleRate } } : {});
      engine.subscribe((event) => {
        if (event.type === 'state') {
          if (event.state?.status !== test.log.at(-1)) test.log.push(event.state?.status ?? '');
        } else test.log.push(`${event.type}${event.voiceId ? ` ${event.voiceId}` : ''}`);
      });
      test.engine = engine;
      return engine;
    },
    timeToPlaying(action) {
      const engine = test.engine as EngineLike;
      const started = performance.now();
      return new Promise((resolve) => {
        const stop = engine.subscribe((event) => {
          if (event.type === 'state' && event.state?.status === 'playing') {
            stop();
            resolve(performance.now() - started);
          }
        });
        action();
      });
    },
    capture() {
      const context = test.context as AudioContext;
      const recorder = recorders.get(context) as AudioWorkletNode;
      return new Promise((resolve) => {
        recorder.port.onmessage = ({ data }) => {
          const bytes = new Uint8Array(data.frames * 8);
          bytes.set(new Uint8Array(data.left.buffer), 0);
          bytes.set(new Uint8Array(data.right.buffer), data.frames * 4);
          resolve({ firstFrame: data.firstFrame, frames: data.frames, data: base64(bytes) });
        };
        recorder.port.postMessage('dump');
      });
    },
  };
  // A loop lap: the playhead goes back while playing.
  setInterval(() => {
    const engine = test.engine;
    if (!engine) return;
    // A seek or a new loop primes first: only a step back while playing on is a lap.
    if (engine.state.status === 'playing' && engine.position < lastPosition - 0.2) test.laps++;
    lastPosition = engine.position;
  }, 20);
  document.addEventListener('securitypolicyviolation', (event) => {
    test.violations.push(`${event.violatedDirective} ${event.blockedURI}`);
  });
  window.mixerTest = test;
}
