import { POSITION_EVERY_FRAMES, RENDER_QUANTUM } from './constants';

/**
 * What the mixer AudioWorkletProcessor does, as a plain class (docs/design/music-tracks.md §6.2
 * "The worklet"): `mixer-worklet.ts` only forwards its port's messages to `command` and its
 * `process` to `render`, so everything here runs and is tested without an audio thread. It runs in
 * an AudioWorkletGlobalScope: no DOM, no imports beyond lib/mixer, and nothing allocated per
 * quantum in the steady state.
 *
 * Every voice has a queue of blocks, each at its play frame; each quantum copies, for every voice,
 * the frames of `[frame, frame + 128)` its blocks cover. Voices share the one frame counter, so
 * they cannot drift; a frame no block covers is silence for that voice alone, never a shift.
 */

/** Decoded audio of one voice, placed at its play frame. */
export interface MixerBlock {
  voice: number;
  /** The start (or seek) it belongs to: blocks of an older one are stale. */
  generation: number;
  playFrame: number;
  length: number;
  /**
   * Planar samples, each at least `length` long (pooled blocks are longer than a short read).
   * None: known silence — the voice before its file starts or after it ends — which costs no
   * samples and is not an underrun.
   */
  channels: Float32Array[];
}

export type MixerCommand =
  /** Play frame 0 sounds at context frame `atFrame`; playback stops at play frame `endFrame` (endless while looping). */
  | { type: 'start'; generation: number; atFrame: number; endFrame: number }
  /** Pause, or a seek on its way: silence, every queued block back to the pool. */
  | { type: 'stop' }
  | { type: 'block'; block: MixerBlock };

export type MixerEvent =
  /** Where playback is, every POSITION_EVERY_FRAMES frames. */
  | { type: 'position'; generation: number; playFrame: number }
  /** A voice that had started had nothing for some of a quantum: at most once a second a voice. */
  | { type: 'underrun'; generation: number; voice: number; playFrame: number }
  | { type: 'ended'; generation: number };

export interface MixerSink {
  /** A block played or dropped: its buffers go back to the worker's pool. */
  release(block: MixerBlock): void;
  event(event: MixerEvent): void;
}

export class MixerCore {
  private readonly queues: MixerBlock[][];
  /** Whether each voice has had a block in this generation: before that it is waiting, not starving. */
  private readonly heard: boolean[];
  private readonly lastUnderrun: number[];
  private generation = -1;
  /** Blocks of `generation` are still wanted (false once it stopped or ended). */
  private accepting = false;
  private playing = false;
  private startFrame = 0;
  private endFrame = 0;
  /** The play frame the next quantum starts at: blocks that end before it are late. */
  private nextFrame = 0;

  constructor(
    voiceCount: number,
    private readonly sampleRate: number,
    private readonly sink: MixerSink,
  ) {
    this.queues = Array.from({ length: voiceCount }, () => []);
    this.heard = new Array<boolean>(voiceCount).fill(false);
    this.lastUnderrun = new Array<number>(voiceCount).fill(Number.NEGATIVE_INFINITY);
  }

  command(command: MixerCommand): void {
    if (command.type === 'block') this.enqueue(command.block);
    else if (command.type === 'stop') this.stop();
    else if (command.generation >= this.generation) {
      this.adopt(command.generation);
      this.playing = true;
      this.startFrame = command.atFrame;
      this.endFrame = command.endFrame;
      this.nextFrame = Number.NEGATIVE_INFINITY;
    }
  }

  /**
   * Fills `outputs[voice][channel]` (the worklet's outputs, one per voice, each channel one quantum
   * long) for the quantum that starts at context frame `currentFrame`.
   */
  render(currentFrame: number, outputs: Float32Array[][]): void {
    // Index loops: no iterator objects on the audio thread.
    for (let v = 0; v < outputs.length; v++) {
      const output = outputs[v] as Float32Array[];
      for (let c = 0; c < output.length; c++) (output[c] as Float32Array).fill(0);
    }
    if (!this.playing) return;
    const frames = outputs[0]?.[0]?.length ?? RENDER_QUANTUM;
    const from = currentFrame - this.startFrame;
    const to = Math.min(from + frames, this.endFrame);
    this.nextFrame = from + frames;
    if (from < to) {
      for (let voice = 0; voice < this.queues.length; voice++)
        this.renderVoice(voice, from, to, outputs[voice]);
      this.reportPosition(from, to);
    }
    if (to < from + frames) {
      const generation = this.generation;
      this.stop();
      this.sink.event({ type: 'ended', generation });
    }
  }

  private renderVoice(voice: number, from: number, to: number, output: Float32Array[] | undefined): void {
    const queue = this.queues[voice] as MixerBlock[];
    this.dropBefore(queue, from);
    let covered = 0;
    for (let i = 0; i < queue.length; i++) {
      const block = queue[i] as MixerBlock;
      if (block.playFrame >= to) break;
      const start = Math.max(from, block.playFrame);
      const end = Math.min(to, block.playFrame + block.length);
      if (end <= start) continue;
      covered += end - start;
      if (output) copy(block, start - block.playFrame, output, start - from, end - start);
    }
    this.dropBefore(queue, to);
    // Frames before play frame 0 (a start inside a quantum) are not owed to anyone.
    const owed = to - Math.max(0, from);
    if (
      covered < owed &&
      this.heard[voice] &&
      from - (this.lastUnderrun[voice] as number) >= this.sampleRate
    ) {
      this.lastUnderrun[voice] = from;
      this.sink.event({ type: 'underrun', generation: this.generation, voice, playFrame: Math.max(0, from) });
    }
  }

  /** One position report at each multiple of POSITION_EVERY_FRAMES the quantum holds. */
  private reportPosition(from: number, to: number): void {
    const mark = Math.max(0, Math.ceil(from / POSITION_EVERY_FRAMES) * POSITION_EVERY_FRAMES);
    if (mark < to) this.sink.event({ type: 'position', generation: this.generation, playFrame: mark });
  }

  private enqueue(block: MixerBlock): void {
    const queue = this.queues[block.voice];
    if (block.generation > this.generation) this.adopt(block.generation);
    const wanted = queue && block.generation === this.generation && this.accepting;
    if (!wanted || block.playFrame + block.length <= this.nextFrame) {
      this.sink.release(block); // stale, for no voice, or wholly late
      return;
    }
    this.heard[block.voice] = true;
    // Blocks of a voice arrive in order; one that does not is put in its place.
    let at = queue.length;
    while (at > 0 && (queue[at - 1] as MixerBlock).playFrame > block.playFrame) at--;
    if (at === queue.length) queue.push(block);
    else queue.splice(at, 0, block);
  }

  /** A newer generation: what was queued for the old one goes back to the pool. */
  private adopt(generation: number): void {
    if (generation !== this.generation) {
      this.releaseAll();
      this.generation = generation;
      this.heard.fill(false);
      this.lastUnderrun.fill(Number.NEGATIVE_INFINITY);
      this.playing = false;
      this.nextFrame = Number.NEGATIVE_INFINITY;
    }
    this.accepting = true;
  }

  private stop(): void {
    this.playing = false;
    this.accepting = false;
    this.releaseAll();
  }

  private releaseAll(): void {
    for (const queue of this.queues) this.dropBefore(queue, Number.POSITIVE_INFINITY);
  }

  /** Releases the blocks at the head of `queue` that end at or before `frame`. */
  private dropBefore(queue: MixerBlock[], frame: number): void {
    while (
      queue.length > 0 &&
      (queue[0] as MixerBlock).playFrame + (queue[0] as MixerBlock).length <= frame
    ) {
      this.sink.release(queue.shift() as MixerBlock);
    }
  }
}

/** `frames` frames of `block` from `offset` into `output` at `at`; a mono block feeds every output channel. */
function copy(block: MixerBlock, offset: number, output: Float32Array[], at: number, frames: number): void {
  const last = block.channels.length - 1;
  if (last < 0) return;
  for (let c = 0; c < output.length; c++) {
    const source = block.channels[Math.min(c, last)] as Float32Array;
    const target = output[c] as Float32Array;
    for (let i = 0; i < frames; i++) target[at + i] = source[offset + i] as number;
  }
}
