import { AHEAD_S, GAIN_RAMP_MS, PLAY_WAIT_MAX_MS, START_AFTER_SEEK_MS, START_LEAD_MS } from './constants';
import { scheduleCountIn } from './count-in';
import type { VoiceAnswer } from './decoder-link';
import {
  createMixerNode,
  createVoiceStrip,
  dropMixerNode,
  heardTime,
  rampTo,
  toWorklet,
  type VoiceStrip,
} from './engine-graph';
import { closeEngine, EngineFailed, type Opened, openEngine } from './engine-open';
import { type EngineEvent, type EngineState, IDLE, nextEngineState } from './engine-state';
import type { CountIn, MeterReading, MixerEngineEvent, MixerEngineOptions, MixerVoice } from './engine-types';
import type { VoiceFile, WorkletToEngine } from './messages';
import type { ChannelLevel } from './meter';
import { Scheduler, type VoicePlacement } from './scheduler';
import { msToFrames, type PlayPlan, playToSongFrame } from './timing';
import { type AbSide, type Listening, panValue, voiceGain } from './voice-gains';

export type { CountIn, MeterReading, MixerEngineEvent, MixerEngineOptions, MixerVoice } from './engine-types';

/**
 * The song's mixer on the main thread (docs/design/music-tracks.md §6.2–§6.7): it owns the
 * AudioContext and the graph, tells the decode worker what to read (the scheduler's window) and
 * the worklet when to start, and turns the worklet's reports into the engine's state. Decoded
 * audio never passes through here: blocks go from the worker to the worklet over their own
 * channel. Framework-free; the screen reads `state` with `useSyncExternalStore(subscribe, …)`.
 * How the worklet and the worker are built and loaded: engine-open.ts and decoder-link.ts.
 */

interface LoadedVoice {
  spec: MixerVoice;
  strip: VoiceStrip;
  placement: VoicePlacement;
}

const SILENT: ChannelLevel = { peakDb: Number.NEGATIVE_INFINITY, rmsDb: Number.NEGATIVE_INFINITY };

export class MixerEngine {
  private current: EngineState = IDLE;
  private readonly listeners = new Set<(event: MixerEngineEvent) => void>();
  private opened: Opened | null = null;
  private opening: Promise<Opened> | null = null;
  /** Loads are numbered: a newer one (or `dispose`) makes an older one stop where it is. */
  private loads = 0;
  private node: AudioWorkletNode | null = null;
  private voices: LoadedVoice[] = [];
  private scheduler: Scheduler | null = null;
  private plan: PlayPlan | null = null;
  private generation = 0;
  /** The context frame at which play frame 0 of this generation sounds; null until `start` is sent. */
  private startedAt: number | null = null;
  private endFrame = 0;
  /** The song frame the playhead rests at while nothing plays, and where a start starts. */
  private restFrame = 0;
  private songEnd = 0;
  private loopSeconds: { start: number; end: number } | null = null;
  private readonly listening: Listening & { muted: Set<string>; soloed: Set<string> } = {
    muted: new Set(),
    soloed: new Set(),
    side: 'A',
  };
  private startTimer: ReturnType<typeof setTimeout> | null = null;
  /** Clicks the next start plays first (a take's count-in), and how to stop them. */
  private countIn: CountIn | null = null;
  private stopClicks: (() => void) | null = null;

  constructor(private readonly options: MixerEngineOptions = {}) {}

  get state(): EngineState {
    return this.current;
  }

  /** Every state change, underrun, voice failure and end; answers the unsubscribe. */
  subscribe(listener: (event: MixerEngineEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Where the playhead is, in song seconds: what is heard now, smooth between the worklet's reports. */
  get position(): number {
    return this.opened ? this.positionFrames() / this.opened.context.sampleRate : 0;
  }

  /** The context it plays in, once open: a take is recorded in it, on its clock. */
  get audioContext(): AudioContext | null {
    return this.opened?.context ?? null;
  }

  /** The song's length in seconds: the end of its last voice. */
  get duration(): number {
    return this.opened ? this.songEnd / this.opened.context.sampleRate : 0;
  }

  /**
   * Opens the engine the first time (context, worklet, worker), then the voices' files; a later
   * call replaces the voice set (a new worklet node), keeping the playhead, and plays on if it was.
   */
  async load(voices: readonly MixerVoice[]): Promise<void> {
    const load = ++this.loads;
    if (this.current.status === 'idle' || this.current.status === 'failed') this.dispatch({ type: 'open' });
    let opened: Opened;
    try {
      opened = await this.open();
    } catch (error) {
      if (load === this.loads)
        this.dispatch({ type: 'fail', reason: error instanceof EngineFailed ? error.reason : 'load-failed' });
      return;
    }
    const wasPlaying = this.current.status === 'playing' || this.current.status === 'priming';
    const from = this.positionFrames();
    this.halt();
    const channel = new MessageChannel();
    const files = voices.map((voice): VoiceFile | null =>
      voice.file
        ? {
            key: `${voice.id} ${voice.file.url}`,
            url: new URL(voice.file.url, location.href).href,
            mimeType: voice.file.mimeType,
          }
        : null,
    );
    const answers = await opened.decoder.open(files, channel.port1);
    if (!answers || load !== this.loads) return;
    this.build(opened, voices, answers, channel.port2);
    this.restFrame = Math.min(from, this.songEnd);
    if (this.current.status === 'opening') this.dispatch({ type: 'opened' });
    else this.dispatch({ type: 'voicesChanged', voiceIds: voices.map((voice) => voice.id) });
    answers.forEach((answer, index) => {
      if (answer.type === 'failed') this.voiceFailed(index, answer.reason);
    });
    if (wasPlaying) this.begin(this.restFrame, false);
  }

  /** Plays from the playhead; with `countIn`, its clicks first, the song from the beat after them. */
  play(countIn?: CountIn): void {
    const status = this.current.status;
    if ((status !== 'ready' && status !== 'paused') || !this.node) return;
    void this.opened?.context.resume();
    if (this.restFrame >= this.songEnd) this.restFrame = 0;
    this.countIn = countIn ?? null;
    this.dispatch({ type: 'play' });
    this.begin(this.restFrame, true);
  }

  pause(): void {
    const status = this.current.status;
    if (status !== 'playing' && status !== 'priming') return;
    this.restFrame = this.positionFrames();
    this.halt();
    this.dispatch({ type: 'pause' });
    this.dispatch({ type: 'seek', position: this.position });
  }

  /** To `seconds` in the song: while playing, the ready voices sound from there within 120 ms (§6.2 "Seek"). */
  seek(seconds: number): void {
    const status = this.current.status;
    if (!this.opened || !['ready', 'paused', 'priming', 'playing'].includes(status)) return;
    const rate = this.opened.context.sampleRate;
    const frame = Math.max(0, Math.min(Math.round(seconds * rate), this.songEnd));
    this.dispatch({ type: 'seek', position: frame / rate });
    if (status === 'playing' || status === 'priming') this.begin(frame, false);
    else this.restFrame = frame;
  }

  /** Loops `[start, end)` in song seconds, or stops looping; while playing, the window is laid again. */
  setLoop(region: { start: number; end: number } | null): void {
    this.loopSeconds = region && region.end > region.start ? { ...region } : null;
    const status = this.current.status;
    if (status !== 'playing' && status !== 'priming') return;
    this.dispatch({ type: 'loopChanged' });
    this.begin(this.positionFrames(), false);
  }

  /** The band's fader and pan for a voice: heard at once (a change from elsewhere may ask for a slower ramp). */
  setMix(voiceId: string, mix: { gainDb?: number; pan?: number }, rampMs = GAIN_RAMP_MS): void {
    const voice = this.voices.find((each) => each.spec.id === voiceId);
    if (!voice || !this.opened) return;
    voice.spec = { ...voice.spec, ...mix };
    if (mix.pan !== undefined) rampTo(voice.strip.panner.pan, panValue(mix.pan), this.opened.context, rampMs);
    if (mix.gainDb !== undefined) this.applyGains(rampMs);
  }

  /** The listener's own mute (never sent anywhere). */
  setMute(voiceId: string, muted: boolean): void {
    if (muted) this.listening.muted.add(voiceId);
    else this.listening.muted.delete(voiceId);
    this.applyGains();
  }

  /** The listener's own solo: with any solo, only soloed voices sound. */
  setSolo(voiceId: string, soloed: boolean): void {
    if (soloed) this.listening.soloed.add(voiceId);
    else this.listening.soloed.delete(voiceId);
    this.applyGains();
  }

  /** Which side of an A/B comparison is heard: both are playing, so only gains change. */
  setAB(side: AbSide): void {
    this.listening.side = side;
    this.applyGains();
  }

  /** The master's level now; silence before the engine is open. */
  meter(): MeterReading {
    const [left, right] = this.opened?.master.levels() ?? [SILENT, SILENT];
    return { left, right };
  }

  /** Closes the context, ends the worker and lets every buffer go; `load` opens it all again. */
  dispose(): void {
    this.release();
    this.dispatch({ type: 'close' });
  }

  private release(): void {
    this.loads++;
    this.halt();
    dropMixerNode(
      this.node,
      this.voices.map((voice) => voice.strip),
    );
    this.node = null;
    this.voices = [];
    if (this.opened) closeEngine(this.opened);
    this.opened = null;
    this.opening = null;
    this.scheduler = null;
    this.plan = null;
    this.generation = 0;
    this.restFrame = 0;
    this.songEnd = 0;
  }

  private open(): Promise<Opened> {
    if (!this.opening) {
      const opening: Promise<Opened> = this.openOnce().then(
        (opened) => {
          // Disposed while it opened: nothing of it is kept.
          if (this.opening !== opening) {
            closeEngine(opened);
            throw new EngineFailed('load-failed');
          }
          this.opened = opened;
          return opened;
        },
        (error: unknown) => {
          if (this.opening === opening) this.opening = null;
          throw error;
        },
      );
      this.opening = opening;
    }
    return this.opening;
  }

  private openOnce(): Promise<Opened> {
    return openEngine(this.options.context, {
      delivered: (voice, generation) => {
        this.scheduler?.delivered(voice, generation);
        this.maybeStart();
      },
      failed: (voice, reason) => {
        // A file that opened and then failed (the network went, a decoder error): silence from here.
        this.voiceFailed(voice, reason);
        this.pump();
        this.maybeStart();
      },
      // Nothing can be decoded: let it all go, so that `load` starts again from the start.
      broken: () => {
        this.release();
        this.dispatch({ type: 'fail', reason: 'load-failed' });
      },
    });
  }

  /** The worklet node, one strip per voice, and the scheduler, for the voice set just opened. */
  private build(
    opened: Opened,
    voices: readonly MixerVoice[],
    answers: VoiceAnswer[],
    port: MessagePort,
  ): void {
    const { context, master } = opened;
    dropMixerNode(
      this.node,
      this.voices.map((voice) => voice.strip),
    );
    this.node = null;
    const rate = context.sampleRate;
    this.voices = voices.map((spec, index) => {
      const answer = answers[index];
      return {
        spec,
        strip: createVoiceStrip(context, master, voiceGain(spec, this.listening), panValue(spec.pan)),
        placement: {
          offsetFrames: msToFrames(spec.startOffsetMs, rate),
          lengthFrames: answer?.type === 'opened' ? answer.lengthFrames : 0,
        },
      };
    });
    this.songEnd = Math.max(
      0,
      ...this.voices.map(({ placement }) => placement.offsetFrames + placement.lengthFrames),
    );
    this.scheduler = new Scheduler(
      this.voices.map((voice) => voice.placement),
      { aheadFrames: Math.round(AHEAD_S * rate), strictWaitMs: PLAY_WAIT_MAX_MS },
    );
    this.generation = 0;
    if (voices.length === 0) {
      port.close();
      return;
    }
    const channels = answers.map((answer) => (answer.type === 'opened' ? answer.channels : 1));
    this.node = createMixerNode(
      context,
      this.voices.map((voice) => voice.strip),
      channels,
      port,
      (event) => this.fromWorklet(event),
    );
  }

  /** A new generation from song frame `from` (§6.2 "Play", "Seek"): reads go out, `start` when primed. */
  private begin(from: number, strict: boolean): void {
    const scheduler = this.scheduler;
    if (!scheduler || !this.node || !this.opened) return;
    this.halt();
    this.restFrame = from;
    const rate = this.opened.context.sampleRate;
    const loop = this.loopSeconds;
    this.plan = {
      from,
      loop: loop ? { start: Math.round(loop.start * rate), end: Math.round(loop.end * rate) } : null,
      songEnd: this.songEnd,
    };
    this.generation = scheduler.begin(this.plan, { nowMs: performance.now(), strict });
    this.endFrame = scheduler.endFrame;
    this.pump();
    this.startTimer = setTimeout(() => this.maybeStart(), strict ? PLAY_WAIT_MAX_MS : START_AFTER_SEEK_MS);
  }

  /** Silence now: the worklet drops its blocks, the worker its reads of this generation. */
  private halt(): void {
    if (this.startTimer !== null) clearTimeout(this.startTimer);
    this.startTimer = null;
    this.stopClicks?.();
    this.stopClicks = null;
    if (this.node) toWorklet(this.node, { type: 'stop' });
    if (this.generation > 0) this.opened?.decoder.cancel(this.generation);
    this.startedAt = null;
  }

  private pump(): void {
    this.opened?.decoder.read(this.scheduler?.requests() ?? []);
  }

  private maybeStart(): void {
    const context = this.opened?.context;
    const node = this.node;
    if (!context || !node || this.startedAt !== null || this.current.status !== 'priming') return;
    if (!this.scheduler?.readyToStart(performance.now())) return;
    // Far enough ahead that the command reaches the audio thread before that frame is rendered,
    // and after a count-in's clicks.
    const countIn = this.countIn;
    this.countIn = null;
    const lead = START_LEAD_MS / 1_000 + (context.baseLatency || 0);
    const clicksFor = countIn ? countIn.beats * countIn.periodSeconds : 0;
    const rate = context.sampleRate;
    const atFrame = Math.ceil((context.currentTime + lead + clicksFor) * rate);
    toWorklet(node, { type: 'start', generation: this.generation, atFrame, endFrame: this.endFrame });
    this.startedAt = atFrame;
    if (this.startTimer !== null) clearTimeout(this.startTimer);
    this.startTimer = null;
    let clickFrames: number[] = [];
    if (countIn && this.opened) {
      const clicks = scheduleCountIn(context, this.opened.master.input, atFrame, countIn);
      clickFrames = clicks.frames;
      this.stopClicks = clicks.stop;
    }
    this.dispatch({ type: 'primed' });
    this.emit({ type: 'started', atFrame, fromFrame: this.plan?.from ?? 0, rate, clickFrames });
  }

  /** The song frame being heard: the output's clock mapped through the plan, or where the playhead rests. */
  private positionFrames(): number {
    const context = this.opened?.context;
    const plan = this.plan;
    if (!context || !plan || this.startedAt === null || this.current.status !== 'playing')
      return this.restFrame;
    const playFrame = Math.floor(heardTime(context) * context.sampleRate) - this.startedAt;
    if (playFrame < 0) return plan.from;
    if (playFrame >= this.endFrame) return this.songEnd;
    return playToSongFrame(plan, playFrame) ?? this.songEnd;
  }

  private fromWorklet(event: WorkletToEngine): void {
    if (event.generation !== this.generation || !this.opened) return;
    const rate = this.opened.context.sampleRate;
    if (event.type === 'position') {
      this.scheduler?.position(event.generation, event.playFrame);
      this.pump();
      this.dispatch({ type: 'tick', position: this.position });
    } else if (event.type === 'underrun') {
      const voice = this.voices[event.voice];
      const song = this.plan ? playToSongFrame(this.plan, event.playFrame) : null;
      if (voice) this.emit({ type: 'underrun', voiceId: voice.spec.id, position: (song ?? 0) / rate });
    } else {
      this.halt();
      this.restFrame = this.songEnd;
      this.dispatch({ type: 'ended', position: this.songEnd / rate });
      this.emit({ type: 'ended' });
    }
  }

  private voiceFailed(index: number, reason: string): void {
    const voice = this.voices[index];
    if (!voice) return;
    this.scheduler?.failed(index);
    this.dispatch({ type: 'voiceFailed', voiceId: voice.spec.id });
    this.emit({ type: 'voiceFailed', voiceId: voice.spec.id, reason });
  }

  private applyGains(rampMs = GAIN_RAMP_MS): void {
    const context = this.opened?.context;
    if (!context) return;
    for (const voice of this.voices)
      rampTo(voice.strip.gain.gain, voiceGain(voice.spec, this.listening), context, rampMs);
  }

  private dispatch(event: EngineEvent): void {
    const next = nextEngineState(this.current, event);
    if (next === this.current) return;
    this.current = next;
    this.emit({ type: 'state', state: next });
  }

  private emit(event: MixerEngineEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
