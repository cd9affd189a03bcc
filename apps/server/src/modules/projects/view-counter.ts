/** Rows per UPDATE … FROM (VALUES …): two parameters each, far below PostgreSQL's 65,535. */
export const VIEW_FLUSH_BATCH = 1000;

export interface ViewCounterOptions {
  /** Adds each pair's views to the stored counter (one statement per call). */
  write(batch: Array<[projectId: string, views: number]>): Promise<void>;
  /** Before the first write of a flush that has something to write. */
  onFlushStart?(): void;
  /**
   * Right after a batch is stored, before anything else runs: the batch no longer counts as
   * unstored, so copies of the stored counters read before the flush must add it.
   */
  onStored(batch: Array<[projectId: string, views: number]>): void;
  /** After the last write of that flush, stored or not. */
  onFlushEnd?(): void;
  onError(err: unknown, batchSize: number): void;
  /** How often the counts go to the database. */
  flushMs: number;
}

/**
 * Project views, counted in memory and written in batches: a read of a popular project must not
 * cost a write. Until a batch is stored its views stay visible through `unstored(id)` (shown views =
 * stored + unstored); a batch that fails goes back to the pending counts for the next flush.
 */
export class ViewCounter {
  #pending = new Map<string, number>();
  /** Being written right now: still counted as unstored until the write is known to have committed. */
  #writing = new Map<string, number>();
  #tail: Promise<void> = Promise.resolve();
  readonly #timer: NodeJS.Timeout;

  constructor(private readonly options: ViewCounterOptions) {
    this.#timer = setInterval(() => {
      if (this.#pending.size > 0) void this.flush();
    }, options.flushMs);
    // Never keeps the process alive on its own; shutdown calls flush().
    this.#timer.unref();
  }

  count(projectId: string): void {
    this.#pending.set(projectId, (this.#pending.get(projectId) ?? 0) + 1);
  }

  /** Views counted here and not yet stored. */
  unstored(projectId: string): number {
    return (this.#pending.get(projectId) ?? 0) + (this.#writing.get(projectId) ?? 0);
  }

  /** Writes what is pending; concurrent calls queue, so one flush runs at a time. Never rejects. */
  flush(): Promise<void> {
    this.#tail = this.#tail.then(() => this.#flushOnce());
    return this.#tail;
  }

  /** Stops the timer after a last flush. */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }

  async #flushOnce(): Promise<void> {
    if (this.#pending.size === 0) return;
    this.#writing = this.#pending;
    this.#pending = new Map();
    const entries = [...this.#writing];
    this.options.onFlushStart?.();
    try {
      for (let i = 0; i < entries.length; i += VIEW_FLUSH_BATCH) {
        await this.#writeBatch(entries.slice(i, i + VIEW_FLUSH_BATCH));
      }
    } finally {
      this.options.onFlushEnd?.();
    }
  }

  async #writeBatch(batch: Array<[string, number]>): Promise<void> {
    try {
      await this.options.write(batch);
    } catch (err) {
      // Kept for the next flush (a write that committed but lost its answer would count twice:
      // acceptable for a view counter, unlike losing them).
      for (const [id, views] of batch) {
        this.#writing.delete(id);
        this.#pending.set(id, (this.#pending.get(id) ?? 0) + views);
      }
      this.options.onError(err, batch.length);
      return;
    }
    for (const [id] of batch) this.#writing.delete(id);
    this.options.onStored(batch);
  }
}
