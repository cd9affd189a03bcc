import { BLOCK_FRAMES, START_AFTER_SEEK_MS } from './constants';
import { type PlayPlan, playEndFrame, segmentAt } from './timing';

/**
 * What to decode next, and when to start (docs/design/music-tracks.md §6.2 "The window", "Play",
 * "Seek"; §6.3 loops). Pure bookkeeping, driven by the engine with the worklet's position reports
 * and the worker's deliveries, and by a clock it is handed, so it runs the same in the worker, on
 * the main thread or in a test.
 *
 * Each voice is covered without a gap, in play frames, by a run of reads: file audio where the
 * song has the voice's file, known silence elsewhere (before its offset, after its end, a voice
 * whose file failed). A read never crosses a lap's end, the file's edges or BLOCK_FRAMES, so every
 * block maps to one continuous run of the file and the worklet places it by its play frame alone.
 */

/** A voice in the song, at the context's rate. */
export interface VoicePlacement {
  /** The song frame of the file's first frame (`offsetFrames` of its track). */
  offsetFrames: number;
  /** The file's length in frames; 0 for a track whose file was deleted (it plays silence). */
  lengthFrames: number;
}

/** One block to fill: `length` frames of the voice's file from `fileFrame`, to sound from `playFrame`. */
export interface ReadRequest {
  voice: number;
  generation: number;
  playFrame: number;
  length: number;
  /**
   * The file's frame, counted at the context's rate (a reader of a file at another rate converts);
   * null: silence, nothing to read — the block goes out with no samples at once.
   */
  fileFrame: number | null;
}

type Read = Pick<ReadRequest, 'playFrame' | 'length' | 'fileFrame'>;

/** The read that starts at `playFrame`, or null once the plan has ended. */
export function nextRead(
  voice: VoicePlacement,
  plan: PlayPlan,
  playFrame: number,
  blockFrames: number,
): Read | null {
  const segment = segmentAt(plan, playFrame);
  if (!segment) return null;
  const segmentLeft = segment.playStart + segment.songEnd - segment.songStart - playFrame;
  const fileFrame = segment.songStart + playFrame - segment.playStart - voice.offsetFrames;
  if (fileFrame < 0) return { playFrame, length: Math.min(segmentLeft, -fileFrame), fileFrame: null };
  if (fileFrame >= voice.lengthFrames) return { playFrame, length: segmentLeft, fileFrame: null };
  return { playFrame, length: Math.min(segmentLeft, voice.lengthFrames - fileFrame, blockFrames), fileFrame };
}

export interface SchedulerOptions {
  /** How far ahead of the playhead each voice is read: AHEAD_S at the context's rate. */
  aheadFrames: number;
  blockFrames?: number;
  startAfterSeekMs?: number;
  /**
   * How long a strict start (Play) waits for its slowest voice before the ready ones start without
   * it (it joins at its exact frame): a file that hangs must not hold Play forever. Endless by default.
   */
  strictWaitMs?: number;
}

const SILENT_VOICE: VoicePlacement = { offsetFrames: 0, lengthFrames: 0 };

export class Scheduler {
  private readonly aheadFrames: number;
  private readonly blockFrames: number;
  private readonly startAfterSeekMs: number;
  private readonly strictWaitMs: number;
  private plan: PlayPlan | null = null;
  private currentGeneration = 0;
  private strict = true;
  private beganAtMs = 0;
  private playhead = 0;
  /** Per voice, the play frame its next read starts at. */
  private readonly next: number[];
  private readonly primed: boolean[];
  private readonly failedVoices: boolean[];

  constructor(
    private readonly voices: readonly VoicePlacement[],
    options: SchedulerOptions,
  ) {
    this.aheadFrames = options.aheadFrames;
    this.blockFrames = options.blockFrames ?? BLOCK_FRAMES;
    this.startAfterSeekMs = options.startAfterSeekMs ?? START_AFTER_SEEK_MS;
    this.strictWaitMs = options.strictWaitMs ?? Number.POSITIVE_INFINITY;
    this.next = new Array<number>(voices.length).fill(0);
    this.primed = new Array<boolean>(voices.length).fill(false);
    this.failedVoices = new Array<boolean>(voices.length).fill(false);
  }

  get generation(): number {
    return this.currentGeneration;
  }

  /** The play frame at which this generation stops: the worklet's `endFrame`. */
  get endFrame(): number {
    return this.plan ? playEndFrame(this.plan) : 0;
  }

  /**
   * Play, a seek, a loop or voice change: a new generation from play frame 0. `strict` waits for
   * every voice (the first Play: 44–57 ms measured); otherwise the ready voices start
   * START_AFTER_SEEK_MS after `nowMs` and the others join at their exact frames.
   */
  begin(plan: PlayPlan, at: { nowMs: number; strict: boolean }): number {
    this.plan = plan;
    this.currentGeneration++;
    this.strict = at.strict;
    this.beganAtMs = at.nowMs;
    this.playhead = 0;
    this.next.fill(0);
    this.primed.fill(false);
    return this.currentGeneration;
  }

  /** The worklet's report of where playback is; reports of another generation are stale. */
  position(generation: number, playFrame: number): void {
    if (generation === this.currentGeneration) this.playhead = Math.max(this.playhead, playFrame);
  }

  /**
   * The reads that bring every voice up to the window, round-robin — each voice's first block
   * before any voice's second, so priming waits on the slowest voice's first block only.
   */
  requests(): ReadRequest[] {
    const out: ReadRequest[] = [];
    const plan = this.plan;
    if (!plan) return out;
    const horizon = Math.min(this.playhead + this.aheadFrames, playEndFrame(plan));
    for (let progressed = true; progressed; ) {
      progressed = false;
      for (let voice = 0; voice < this.voices.length; voice++) {
        const from = this.next[voice] as number;
        if (from >= horizon) continue;
        const placement = this.failedVoices[voice] ? SILENT_VOICE : (this.voices[voice] as VoicePlacement);
        const read = nextRead(placement, plan, from, this.blockFrames);
        if (!read) {
          this.next[voice] = Number.POSITIVE_INFINITY;
          continue;
        }
        out.push({ voice, generation: this.currentGeneration, ...read });
        this.next[voice] = read.playFrame + read.length;
        progressed = true;
      }
    }
    return out;
  }

  /** A block of the voice reached the worklet. */
  delivered(voice: number, generation: number): void {
    if (generation === this.currentGeneration && voice < this.primed.length) this.primed[voice] = true;
  }

  /**
   * The voice's file cannot be decoded: it plays silence from the playhead on (the reads it was
   * waiting for will not come), and nobody waits for it.
   */
  failed(voice: number): void {
    if (voice >= this.voices.length) return;
    this.failedVoices[voice] = true;
    this.primed[voice] = true;
    this.next[voice] = Math.min(this.next[voice] as number, this.playhead);
  }

  /**
   * Whether to send `start` now: every voice primed, or the wait is over (after a seek, or a strict
   * start's longest) and one is.
   */
  readyToStart(nowMs: number): boolean {
    if (!this.plan) return false;
    const primed = this.primed.filter(Boolean).length;
    if (primed === this.voices.length) return true;
    const wait = this.strict ? this.strictWaitMs : this.startAfterSeekMs;
    return primed > 0 && nowMs - this.beganAtMs >= wait;
  }
}
