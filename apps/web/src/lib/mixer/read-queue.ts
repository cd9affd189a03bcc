import type { ReadRequest } from './scheduler';

/**
 * The decode worker's reads, across files, in the scheduler's order (docs/design/music-tracks.md
 * §6.2 "Seek"): the scheduler asks round-robin — every voice's first block before any voice's
 * second — and this keeps that order when the reads meet the files' readers. A file's reader
 * decodes on from where it stopped, so a file has one read running at most; any number of files
 * read at once (their bytes come over the network side by side), but a read starts only while
 * its play frame is less than `leadFrames` past the earliest read not yet done — so a file whose
 * bytes came first cannot fill its whole window while the others still wait for their second
 * block (measured before: underruns after seeks into MP3s, the last stem joining 511 ms after the
 * first; the worker's one thread spent on the fast files' windows). A read running longer than
 * `stallMs` holds nobody back: a file that hangs or is slow lets the others go on. At most
 * `maxRunning` reads run at once: after a seek the first voices' blocks come first, instead of
 * every voice's request waiting its turn for the same few connections and all arriving late.
 *
 * Nothing here changes what a block holds or where it plays: every read keeps its play frame.
 */
export interface ReadQueueOptions {
  /** How far past the earliest read not yet done a read may start, in play frames. */
  leadFrames: number;
  /** A read running this long no longer holds the others back. */
  stallMs: number;
  /** Reads running at once at most (those running longer than `stallMs` aside). */
  maxRunning?: number;
  now?: () => number;
}

interface Running {
  request: ReadRequest;
  since: number;
}

export class ReadQueue<S> {
  private readonly waiting = new Map<S, ReadRequest[]>();
  private readonly busy = new Map<S, Running>();
  private readonly leadFrames: number;
  private readonly stallMs: number;
  private readonly maxRunning: number;
  private readonly now: () => number;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    /** Runs one read of `source`; the next of the same source waits until it settles. */
    private readonly serve: (source: S, request: ReadRequest) => Promise<void>,
    /** Reads that are no longer wanted (a seek, a pause, a new voice set): dropped unread. */
    private readonly isStale: (request: ReadRequest) => boolean,
    options: ReadQueueOptions,
  ) {
    this.leadFrames = options.leadFrames;
    this.stallMs = options.stallMs;
    this.maxRunning = options.maxRunning ?? Number.POSITIVE_INFINITY;
    this.now = options.now ?? (() => performance.now());
  }

  /** Reads running now. */
  get running(): number {
    return this.busy.size;
  }

  /** Reads waiting to start. */
  get waitingCount(): number {
    let count = 0;
    for (const queue of this.waiting.values()) count += queue.length;
    return count;
  }

  /** Queues `request` for `source` after the source's earlier ones; `start` sets them going. */
  add(source: S, request: ReadRequest): void {
    let queue = this.waiting.get(source);
    if (!queue) {
      queue = [];
      this.waiting.set(source, queue);
    }
    queue.push(request);
  }

  /** Forgets the waiting reads of `source`, or of every source; running ones finish. */
  clear(source?: S): void {
    if (source === undefined) this.waiting.clear();
    else this.waiting.delete(source);
  }

  /** Starts every waiting read the order allows now. */
  start(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const now = this.now();
    let frontier = Number.POSITIVE_INFINITY;
    let wakeAt = Number.POSITIVE_INFINITY;
    let running = 0;
    for (const { request, since } of this.busy.values()) {
      if (this.isStale(request) || now - since >= this.stallMs) continue;
      running++;
      frontier = Math.min(frontier, request.playFrame);
      wakeAt = Math.min(wakeAt, since + this.stallMs);
    }
    const idle: [S, ReadRequest[]][] = [];
    for (const [source, queue] of this.waiting) {
      while (queue.length > 0 && this.isStale(queue[0] as ReadRequest)) queue.shift();
      if (queue.length === 0) {
        this.waiting.delete(source);
        continue;
      }
      if (this.busy.has(source)) continue;
      idle.push([source, queue]);
      frontier = Math.min(frontier, (queue[0] as ReadRequest).playFrame);
    }
    idle.sort(([, a], [, b]) => (playsBefore(a[0] as ReadRequest, b[0] as ReadRequest) ? -1 : 1));
    let held = false;
    for (const [source, queue] of idle) {
      const request = queue[0] as ReadRequest;
      if (request.playFrame >= frontier + this.leadFrames || running >= this.maxRunning) {
        held = true;
        continue;
      }
      running++;
      queue.shift();
      if (queue.length === 0) this.waiting.delete(source);
      this.busy.set(source, { request, since: now });
      wakeAt = Math.min(wakeAt, now + this.stallMs);
      this.serve(source, request)
        .catch(() => {})
        .finally(() => {
          this.busy.delete(source);
          this.start();
        });
    }
    // Held back by a read that may yet stall: look again when it would.
    if (held && wakeAt < Number.POSITIVE_INFINITY)
      this.timer = setTimeout(() => this.start(), Math.max(0, wakeAt - now));
  }
}
/** A newer generation first (an older one is stale), then the earlier play frame, then the lower voice. */
function playsBefore(a: ReadRequest, b: ReadRequest): boolean {
  if (a.generation !== b.generation) return a.generation > b.generation;
  if (a.playFrame !== b.playFrame) return a.playFrame < b.playFrame;
  return a.voice < b.voice;
}
