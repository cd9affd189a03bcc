import { fetchRange } from './range-fetch';

/**
 * A file's bytes for mediabunny, read with bounded range requests (docs/design/music-tracks.md
 * §6.6 rule 2). mediabunny's own `UrlSource` asks for open-ended ranges (`bytes=n-`) and reads
 * ahead up to 8 MiB a file, so after a seek the new reads queued behind the old ones for
 * HTTP/1.1's six connections, and 16 MP3s read 122 MB in their first 5 s. Here every request has
 * an end: the file is cut into pages; a jump (a seek) asks for just the pages its read needs and
 * ends the requests made ahead of the reads before it, which nobody reads yet; reads that go on
 * where the last one stopped ask ahead, further the longer they go on (a demuxer walking the
 * file). At most `keepPages` pages, besides those asked ahead, are held; the least recently read
 * go first.
 */

/** The unit of the cache and of a request: 256 KiB is 6.5 s of a 320 kb/s MP3, 0.3–0.4 s of a 48 kHz FLAC. */
const PAGE_BYTES = 256 * 1024;

/** Pages asked for at a time by reads that go on. */
const RUN_PAGES = 1;

/**
 * Runs asked for ahead of the reads, by how long they have gone on (`ahead`: 0 right after a
 * jump, one more each time the reads cross into a further page): none after a jump, then one,
 * two, three (a demuxer walking the file). A seek's 16 first requests so go alone: on this
 * loopback with six connections a worker's request costs 15–60 ms however small, so what counts
 * is how many wait in front (measured, bench/mixer.mjs: 32 KiB pages with a page read ahead made
 * seeks slower than 256 KiB ones without).
 */
const AHEAD_RUNS = [0, 1, 2, 3];
const MAX_AHEAD = AHEAD_RUNS.length - 1;

/** Pages a file keeps besides those ahead (768 KiB). */
const KEEP_PAGES = 3;

/** A dropped connection is tried again this many times, a little later each time (0.25, 0.5, 1 s). */
const RETRIES = 3;

export interface RangeChunksOptions {
  pageBytes?: number;
  runPages?: number;
  keepPages?: number;
  /** The request itself (tests); the worker's `fetchRange` otherwise. */
  fetchRange?: typeof fetchRange;
}

/** One request's bytes and the pages they hold. */
interface Run {
  firstPage: number;
  pages: number;
  bytes: Promise<Uint8Array>;
  /** Asked for ahead and not read yet: a jump cancels it, so the jump's own request goes first. */
  ahead: boolean;
  controller: AbortController;
}

export class RangeChunks {
  /** The run holding each page, by page, least recently read first. */
  private readonly pages = new Map<number, Run>();
  private readonly controller = new AbortController();
  private readonly pageBytes: number;
  private readonly runPages: number;
  private readonly keepPages: number;
  private readonly fetch: typeof fetchRange;
  /** The page the last read ended in (opening read the first). */
  private lastPage = 0;
  /** Runs asked for ahead of the reads: 0 after a jump, growing while they go on. */
  private ahead = 0;

  private constructor(
    private readonly url: string,
    /** The file's length in bytes. */
    readonly size: number,
    options: RangeChunksOptions,
  ) {
    this.pageBytes = options.pageBytes ?? PAGE_BYTES;
    this.runPages = Math.max(1, options.runPages ?? RUN_PAGES);
    // Never fewer than a run: a run's pages arrive together and are read one after another.
    this.keepPages = Math.max(this.runPages, options.keepPages ?? KEEP_PAGES);
    this.fetch = options.fetchRange ?? fetchRange;
  }

  /** Reads the first run, which says the file's length; throws `NoRanges` when the server cannot answer ranges. */
  static async open(url: string, options: RangeChunksOptions = {}): Promise<RangeChunks> {
    const runBytes = (options.pageBytes ?? PAGE_BYTES) * (options.runPages ?? RUN_PAGES);
    const head = await (options.fetchRange ?? fetchRange)(url, 0, runBytes);
    const chunks = new RangeChunks(url, head.fileSize ?? head.bytes.length, options);
    const pages = Math.ceil(head.bytes.length / chunks.pageBytes);
    const run: Run = {
      firstPage: 0,
      pages,
      bytes: Promise.resolve(head.bytes),
      ahead: false,
      controller: new AbortController(),
    };
    for (let page = 0; page < pages; page++) chunks.pages.set(page, run);
    return chunks;
  }

  private get lastPageOfFile(): number {
    return Math.ceil(this.size / this.pageBytes) - 1;
  }

  /** Bytes `[start, end)`, 0 ≤ start < end ≤ size. */
  async read(start: number, end: number): Promise<Uint8Array> {
    const page = this.pageBytes;
    const first = Math.floor(start / page);
    const last = Math.floor((end - 1) / page);
    const goesOn = first === this.lastPage || first === this.lastPage + 1;
    if (!goesOn) {
      this.ahead = 0;
      this.cancelAhead(first, last);
    } else if (last > this.lastPage) this.ahead = Math.min(MAX_AHEAD, this.ahead + 1);
    this.lastPage = last;
    const window = (AHEAD_RUNS[this.ahead] as number) * this.runPages;
    const runPages = this.runPages;

    const parts: Promise<{ at: number; bytes: Uint8Array }>[] = [];
    for (let index = first; index <= last; index++) {
      const run = this.pages.get(index) ?? this.request(index, goesOn ? runPages : last - index + 1);
      run.ahead = false;
      this.touch(index, run);
      const at = run.firstPage * page;
      parts.push(run.bytes.then((bytes) => ({ at, bytes })));
    }
    for (let index = last + 1; index <= last + window && index <= this.lastPageOfFile; index++)
      if (!this.pages.has(index)) this.request(index, runPages, true).bytes.catch(() => {});
    this.evict(first, last);

    const answers = await Promise.all(parts);
    const bytes = new Uint8Array(end - start);
    let copiedFrom = -1;
    for (const { at, bytes: run } of answers) {
      if (at === copiedFrom) continue;
      copiedFrom = at;
      const from = Math.max(start, at);
      const to = Math.min(end, at + run.length);
      if (to > from) bytes.set(run.subarray(from - at, to - at), from - start);
    }
    return bytes;
  }

  /** A request for `count` pages from `firstPage` on, stopping at a page already held or the file's end. */
  private request(firstPage: number, count: number, ahead = false): Run {
    let pages = 1;
    while (pages < count && firstPage + pages <= this.lastPageOfFile && !this.pages.has(firstPage + pages))
      pages++;
    const start = firstPage * this.pageBytes;
    const end = Math.min(this.size, start + pages * this.pageBytes);
    const controller = new AbortController();
    const run: Run = {
      firstPage,
      pages,
      bytes: this.answer(start, end, controller.signal),
      ahead,
      controller,
    };
    for (let index = firstPage; index < firstPage + pages; index++) this.pages.set(index, run);
    // A failed request is not kept: the next read asks again.
    run.bytes.catch(() => this.forget(run));
    return run;
  }

  private forget(run: Run): void {
    for (let index = run.firstPage; index < run.firstPage + run.pages; index++)
      if (this.pages.get(index) === run) this.pages.delete(index);
  }

  /**
   * A jump: the requests asked ahead of the reads before it, which nobody reads yet, are ended
   * (HTTP/1.1 gives a host six connections; the jump's request would wait behind them).
   */
  private cancelAhead(first: number, last: number): void {
    for (const run of new Set(this.pages.values())) {
      if (!run.ahead || (run.firstPage <= last && run.firstPage + run.pages > first)) continue;
      this.forget(run);
      run.controller.abort();
    }
  }

  private touch(index: number, run: Run): void {
    this.pages.delete(index);
    this.pages.set(index, run);
  }

  /** Lets the least recently read pages go; a read still waiting for one keeps its bytes until answered. */
  private evict(first: number, last: number): void {
    const limit = this.keepPages + (last - first) + (AHEAD_RUNS[this.ahead] as number) * this.runPages;
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= limit) break;
      // What this read needs and what is asked ahead of it stay.
      if (oldest >= first && oldest <= last + (AHEAD_RUNS[this.ahead] as number) * this.runPages) continue;
      this.pages.delete(oldest);
    }
  }

  private async answer(start: number, end: number, own: AbortSignal): Promise<Uint8Array> {
    const signal = AbortSignal.any([this.controller.signal, own]);
    for (let attempt = 0; ; attempt++) {
      try {
        const { bytes } = await this.fetch(this.url, start, end, signal);
        if (bytes.length !== end - start)
          throw new Error(`${this.url}: ${bytes.length} bytes answered for ${end - start}`);
        return bytes;
      } catch (error) {
        // fetch rejects with a TypeError when the connection drops; anything else is an answer.
        if (!(error instanceof TypeError) || signal.aborted || attempt >= RETRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
      }
    }
  }

  /** Ends the requests under way; reads after it fail. */
  close(): void {
    this.controller.abort();
    this.pages.clear();
  }
}
