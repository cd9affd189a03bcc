/**
 * The decode worker's pooled block arrays (docs/design/music-tracks.md §6.6 rule 1): a block's
 * channels are taken here, transferred to the worklet, and transferred back once played, so the
 * steady state allocates nothing. What is in use is bounded by the window (the scheduler reads at
 * most AHEAD_S ahead); the free list keeps at most `limit` arrays, so a song that had more voices
 * once does not keep their arrays after.
 */
export class BlockPool {
  private readonly free: Float32Array[] = [];
  /** Arrays made since the pool was: with `held`, what the pool has cost. */
  created = 0;

  constructor(
    private readonly frames: number,
    public limit = Number.POSITIVE_INFINITY,
  ) {}

  /** Arrays held for reuse now. */
  get held(): number {
    return this.free.length;
  }

  take(count: number): Float32Array[] {
    const arrays: Float32Array[] = [];
    for (let i = 0; i < count; i++) {
      const array = this.free.pop();
      if (array) arrays.push(array);
      else {
        arrays.push(new Float32Array(this.frames));
        this.created++;
      }
    }
    return arrays;
  }

  /** Back for reuse: arrays of another length (or detached, length 0) are let go. */
  give(arrays: readonly Float32Array[]): void {
    for (const array of arrays) {
      if (array.length === this.frames && this.free.length < this.limit) this.free.push(array);
    }
    if (this.free.length > this.limit) this.free.length = this.limit;
  }
}
