/** What to do with committed updates whose seqs were just heard of. */
export type SeqAccept =
  /** All already applied (this process's own batch, or heard twice): nothing to do. */
  | 'duplicate'
  /** They follow what was applied: apply them. */
  | 'applied'
  /**
   * Some seq before them was not heard of yet: apply them anyway (the document converges in any
   * order), but until the gap fills, what is applied is not "the text at a seq". If it stays open,
   * the caller reads the missing rows back.
   */
  | 'ahead';

/**
 * Which committed seqs of one document this process has applied. Seqs are gapless per document, so
 * `applied` (everything through it is in the document) is enough, plus the seqs heard early.
 * The text flush, versions and compaction need a document that is exactly "the text at `applied`",
 * which holds only while nothing is ahead.
 */
export class SeqTracker {
  #applied: number;
  readonly #ahead = new Set<number>();

  constructor(applied: number) {
    if (!Number.isSafeInteger(applied) || applied < 0) throw new RangeError(`Not a seq: ${applied}`);
    this.#applied = applied;
  }

  /** The highest seq such that it and every seq before it are applied. */
  get applied(): number {
    return this.#applied;
  }

  /** Seqs applied early, past a gap. */
  get ahead(): ReadonlySet<number> {
    return this.#ahead;
  }

  /** Whether the document is exactly the stored document at `applied`. */
  get contiguous(): boolean {
    return this.#ahead.size === 0;
  }

  /** Committed seqs `from` through `to` were heard of (a batch, a server change, a bus message). */
  accept(from: number, to: number): SeqAccept {
    if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 1 || to < from) {
      throw new RangeError(`Not a range of seqs: ${from}..${to}`);
    }
    if (to <= this.#applied) return 'duplicate';
    if (from <= this.#applied + 1) {
      this.#advance(to);
      return 'applied';
    }
    let fresh = false;
    for (let seq = from; seq <= to; seq++) {
      if (!this.#ahead.has(seq)) {
        this.#ahead.add(seq);
        fresh = true;
      }
    }
    return fresh ? 'ahead' : 'duplicate';
  }

  /**
   * The rows through `to` were read back from the database and applied (after a gap that stayed
   * open, a periodic check finding the document behind, or a server change catching up in its
   * transaction).
   */
  caughtUp(to: number): void {
    if (!Number.isSafeInteger(to) || to < 0) throw new RangeError(`Not a seq: ${to}`);
    if (to > this.#applied) this.#advance(to);
  }

  #advance(to: number): void {
    this.#applied = to;
    for (const seq of this.#ahead) if (seq <= to) this.#ahead.delete(seq);
    while (this.#ahead.delete(this.#applied + 1)) this.#applied++;
  }
}
