import { Resampler } from '../resampler';
import { SourceWindow } from './source-window';

/**
 * One voice's reader in the decode worker (docs/design/music-tracks.md §6.2 "Readers"): it answers
 * the scheduler's reads — `length` frames from file frame `fileFrame`, counted at the context's
 * rate — into a pooled block, from a feed that decodes the file at its own rate (the WAV reader's
 * range requests, or mediabunny and WebCodecs). Between them a bounded window of decoded frames
 * and the resampler; reads that go on where the last one ended decode on, a seek or a loop lap
 * starts the feed again at the new place.
 */

/** Decoded audio of one file, at the file's own rate, appended to a window where it ends. */
export interface SourceFeed {
  readonly sampleRate: number;
  /** The channels it writes: the file's, at most two (the mixer's outputs are mono or stereo). */
  readonly channels: number;
  /** The music's length in frames at the file's rate (encoder delay and padding trimmed). */
  readonly frames: number;
  /** How far past what the window holds a read may start and still be reached by decoding on. */
  readonly readOnFrames: number;
  /**
   * Appends frames to `window` from `window.end` on (0 ≤ end < frames), a run at a time; answers
   * false once the file has nothing more (the reader pads the rest with silence). A window whose
   * end is not where the feed stopped is a seek.
   */
  pull(window: SourceWindow): Promise<boolean>;
  /**
   * Prepares seeking a step further, ahead of time, when the format needs it; answers whether
   * there is more to prepare.
   */
  index?(): Promise<boolean>;
  close(): void;
}

/** Resamplers by rate pair: their tables are shared by every voice of the same rates. */
const resamplers = new Map<string, Resampler>();

function resamplerFor(sourceRate: number, targetRate: number): Resampler {
  const key = `${sourceRate}>${targetRate}`;
  let resampler = resamplers.get(key);
  if (!resampler) {
    resampler = new Resampler(sourceRate, targetRate);
    resamplers.set(key, resampler);
  }
  return resampler;
}

export class VoiceReader {
  /** The file's length in frames at the context's rate: the scheduler's `lengthFrames`. */
  readonly lengthFrames: number;
  private readonly resampler: Resampler;
  private readonly window: SourceWindow;
  private ended = false;

  constructor(
    private readonly feed: SourceFeed,
    targetRate: number,
    blockFrames: number,
  ) {
    this.resampler = resamplerFor(feed.sampleRate, targetRate);
    this.lengthFrames = this.resampler.targetLength(feed.frames);
    const { start, end } = this.resampler.span(0, blockFrames);
    // A block's span and one decoded run beside it; the window grows only for a longer run.
    this.window = new SourceWindow(feed.channels, end - start + 8_192);
  }

  get channels(): number {
    return this.feed.channels;
  }

  /** Frames `[fileFrame, fileFrame + length)` at the context's rate into `into` from index 0. */
  async fill(fileFrame: number, length: number, into: readonly Float32Array[]): Promise<void> {
    const { start, end } = this.resampler.span(fileFrame, length);
    const window = this.window;
    if (window.end === window.start || start < window.start || start > window.end + this.feed.readOnFrames) {
      window.reset(start);
      this.ended = false;
    } else {
      window.dropBefore(start);
    }
    while (window.end < end) {
      if (window.end < 0) window.silence(Math.min(end, 0) - window.end);
      else if (this.ended || window.end >= this.feed.frames) window.silence(end - window.end);
      else if (!(await this.feed.pull(window))) this.ended = true;
    }
    this.resampler.render(window.channels, window.origin, fileFrame, length, into, 0);
  }

  /** The feed's preparation for seeks, a step at a time (`SourceFeed.index`); false when done. */
  async index(): Promise<boolean> {
    return (await this.feed.index?.()) ?? false;
  }

  close(): void {
    this.feed.close();
  }
}
