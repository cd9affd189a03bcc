/**
 * The decoded frames of one file a reader holds at its own rate (docs/design/music-tracks.md §6.6:
 * bounded, reused): planar floats for source frames `[start, end)`, appended at the end as the file
 * is read and dropped from the front as blocks are filled. Frames before the file's start and after
 * its end are held as zeros, so the resampler reads a plain array across the edges. The arrays are
 * allocated once and grow only when one decoded chunk outgrows them.
 */
export class SourceWindow {
  /** Planar storage; frame `start` is at index `offset`. */
  channels: Float32Array[];
  start = 0;
  private offset = 0;
  private length = 0;

  constructor(channelCount: number, capacity: number) {
    this.channels = Array.from({ length: channelCount }, () => new Float32Array(capacity));
  }

  get end(): number {
    return this.start + this.length;
  }

  /** The index in `channels` of source frame `start`: what the resampler is given as its origin. */
  get origin(): number {
    return this.start - this.offset;
  }

  get capacity(): number {
    return this.channels[0]?.length ?? 0;
  }

  /** Empty, the next frame appended being `frame`. */
  reset(frame: number): void {
    this.start = frame;
    this.offset = 0;
    this.length = 0;
  }

  /** Forgets the frames before `frame` (no further than `end`). */
  dropBefore(frame: number): void {
    const drop = Math.min(Math.max(0, frame - this.start), this.length);
    this.start += drop;
    this.offset += drop;
    this.length -= drop;
  }

  /**
   * Room for `frames` more frames after `end`: answers the index to write them at, then `commit`.
   * Moves what is held to the front first, and grows the arrays only if that is not enough.
   */
  reserve(frames: number): number {
    if (this.offset + this.length + frames <= this.capacity) return this.offset + this.length;
    if (this.offset > 0) {
      for (const channel of this.channels) channel.copyWithin(0, this.offset, this.offset + this.length);
      this.offset = 0;
    }
    if (this.length + frames > this.capacity) {
      const capacity = Math.max(this.length + frames, this.capacity * 2);
      this.channels = this.channels.map((old) => {
        const grown = new Float32Array(capacity);
        grown.set(old.subarray(0, this.length));
        return grown;
      });
    }
    return this.length;
  }

  commit(frames: number): void {
    this.length += frames;
  }

  /** Appends `frames` zeros. */
  silence(frames: number): void {
    if (frames <= 0) return;
    const at = this.reserve(frames);
    for (const channel of this.channels) channel.fill(0, at, at + frames);
    this.commit(frames);
  }

  /**
   * Appends what a decoded run adds — `frames` frames from source frame `first` on: the part before
   * `end` is held already (a decoder's pre-roll after a seek), a gap before `first` becomes
   * silence, and nothing from `limit` on (the music's end) is kept. `write(at, skip, count)` copies
   * the run's frames `[skip, skip + count)` to index `at` of `channels`. Answers the frames appended.
   */
  place(
    first: number,
    frames: number,
    limit: number,
    write: (at: number, skip: number, count: number) => void,
  ): number {
    const gap = Math.max(0, Math.min(first, limit) - this.end);
    this.silence(gap);
    const skip = this.end - first;
    const count = Math.min(first + frames, limit) - this.end;
    if (count <= 0 || skip < 0) return gap;
    const at = this.reserve(count);
    write(at, skip, count);
    this.commit(count);
    return gap + count;
  }
}
