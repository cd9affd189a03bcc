import { DOCUMENT_TIMINGS, type DocumentTimings } from './constants';
import { ClientClaimConflict } from './repository';

/** A checked change from a screen, waiting to be stored. */
export interface QueuedChange<Peer> {
  peer: Peer;
  /** The screen's number for it, acknowledged once it is stored. */
  ref: number;
  update: Uint8Array;
  userId: string;
  /** The Yjs client ids it writes under. */
  clients: number[];
}

/**
 * `retryForMs`: how long a batch that fails is retried before its changes are given up on;
 * `retryFirstMs`: the first wait before a retry, doubling to at most `retryMaxMs`.
 */
export type WriteQueueTimings = DocumentTimings['writeRetry'];

/** At most this many changes, or this many bytes, are stored in one transaction. */
export const BATCH_MAX_CHANGES = 256;
export const BATCH_MAX_BYTES = 2 * 1024 * 1024;

export interface WriteQueueHandlers<Peer> {
  /** Stores the batch in one transaction; answers the seqs it was given. */
  store(batch: readonly QueuedChange<Peer>[]): Promise<{ fromSeq: number; toSeq: number }>;
  /** The batch is committed. */
  stored(batch: readonly QueuedChange<Peer>[], seqs: { fromSeq: number; toSeq: number }): void;
  /** These changes write under someone else's client id (another process claimed it first): never stored. */
  conflicted(changes: readonly QueuedChange<Peer>[]): void;
  /** Storage failed for too long: these changes (the batch and all behind it) are dropped, unstored. */
  givenUp(changes: readonly QueuedChange<Peer>[], err: unknown): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One document's changes from this process's screens, stored in order with group commit
 * (co-editing.md §2.4): one batch in flight at a time, and everything that arrives meanwhile goes
 * into the next one, so many typists cost one transaction per round trip to the database rather
 * than one per keystroke. A screen is told a change is saved only once it is committed.
 */
export class WriteQueue<Peer> {
  #waiting: QueuedChange<Peer>[] = [];
  #inFlight: readonly QueuedChange<Peer>[] = [];
  #running: Promise<void> | null = null;
  #bytes = 0;

  constructor(
    private readonly handlers: WriteQueueHandlers<Peer>,
    private readonly timings: WriteQueueTimings = DOCUMENT_TIMINGS.writeRetry,
  ) {}

  /** Bytes of changes not yet stored (in flight or waiting). */
  get bytes(): number {
    return this.#bytes;
  }

  /** Every change not yet stored, in order: what `pending` holds beyond `committed`. */
  get unstored(): Uint8Array[] {
    return [...this.#inFlight, ...this.#waiting].map((change) => change.update);
  }

  get idle(): boolean {
    return this.#running === null;
  }

  push(change: QueuedChange<Peer>): void {
    this.#waiting.push(change);
    this.#bytes += change.update.length;
    this.#running ??= this.#run().finally(() => {
      this.#running = null;
    });
  }

  /** Resolves once everything pushed so far is stored or given up on. */
  async drain(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async #run(): Promise<void> {
    while (this.#waiting.length > 0) {
      const batch = this.#takeBatch();
      this.#inFlight = batch;
      await this.#storeWithRetries(batch);
      this.#inFlight = [];
      for (const change of batch) this.#bytes -= change.update.length;
    }
  }

  #takeBatch(): QueuedChange<Peer>[] {
    let bytes = 0;
    let count = 0;
    for (const change of this.#waiting) {
      if (count === BATCH_MAX_CHANGES || (count > 0 && bytes + change.update.length > BATCH_MAX_BYTES)) break;
      bytes += change.update.length;
      count++;
    }
    return this.#waiting.splice(0, count);
  }

  async #storeWithRetries(changes: QueuedChange<Peer>[]): Promise<void> {
    const { retryForMs, retryFirstMs, retryMaxMs } = this.timings;
    const giveUpAt = Date.now() + retryForMs;
    let batch = changes;
    let wait = retryFirstMs;
    while (batch.length > 0) {
      try {
        const seqs = await this.handlers.store(batch);
        this.handlers.stored(batch, seqs);
        return;
      } catch (err) {
        if (err instanceof ClientClaimConflict) {
          // Not a failure of storage: the offenders are refused and the others stored at once.
          const offending = (change: QueuedChange<Peer>) =>
            change.clients.some((client) => err.clientIds.includes(client));
          const refused = batch.filter(offending);
          batch = batch.filter((change) => !offending(change));
          this.#inFlight = batch;
          this.handlers.conflicted(refused);
          continue;
        }
        if (Date.now() + wait > giveUpAt) {
          const dropped = [...batch, ...this.#waiting];
          for (const change of this.#waiting) this.#bytes -= change.update.length;
          this.#waiting = [];
          this.#inFlight = [];
          this.handlers.givenUp(dropped, err);
          return;
        }
        await sleep(wait);
        wait = Math.min(wait * 2, retryMaxMs);
      }
    }
  }
}
