import { fetchRange } from './range-fetch';

/**
 * A file's bytes for mediabunny, read in chunks of bounded range requests (docs/design/music-tracks.md
 * §6.6 rule 2). mediabunny's own `UrlSource` asks for open-ended ranges (`bytes=n-`) and reads ahead
 * up to 8 MiB a file: in Chromium each such answer streams on into the worker in 2 MiB pieces until
 * mediabunny reaches its target, so 16 files held ~200 MB of response data, and after a seek the
 * new reads queued behind the old ones for HTTP/1.1's six connections. Here every request has an
 * end, a read that goes on where the last one stopped asks for the next chunk before it is needed,
 * at most `keep` chunks of a file are held, and a seek asks for just the chunk it lands in.
 */

/** Bytes per range request: 256 KiB is 6.5 s of a 320 kb/s MP3, 0.3–0.4 s of a 48 kHz FLAC. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Chunks asked for ahead of reads that go on where the last one stopped: one, and up to this many
 * while the reads keep crossing into the next chunk (a demuxer walking a file to a far seek).
 */
export const MAX_AHEAD = 3;

/** Chunks a file keeps besides those ahead: the one being read and two behind. */
export const KEEP_CHUNKS = 3;

/** A dropped connection is tried again this many times, a little later each time (0.25, 0.5, 1 s). */
const RETRIES = 3;

export interface RangeChunksOptions {
  chunkBytes?: number;
  keep?: number;
  /** The request itself (tests); the worker's `fetchRange` otherwise. */
  fetchRange?: typeof fetchRange;
}

export class RangeChunks {
  /** By chunk index, least recently used first. */
  private readonly chunks = new Map<number, Promise<Uint8Array>>();
  /** The chunk the last read ended in, and how many are asked for ahead of it. */
  private lastChunk = 0;
  private ahead = 0;
  private readonly controller = new AbortController();
  private readonly chunkBytes: number;
  private readonly keep: number;
  private readonly fetch: typeof fetchRange;

  private constructor(
    private readonly url: string,
    /** The file's length in bytes. */
    readonly size: number,
    options: RangeChunksOptions,
  ) {
    this.chunkBytes = options.chunkBytes ?? CHUNK_BYTES;
    this.keep = Math.max(1, options.keep ?? KEEP_CHUNKS);
    this.fetch = options.fetchRange ?? fetchRange;
  }

  /** Reads the first chunk, which says the file's length; throws `NoRanges` when the server cannot answer ranges. */
  static async open(url: string, options: RangeChunksOptions = {}): Promise<RangeChunks> {
    const chunkBytes = options.chunkBytes ?? CHUNK_BYTES;
    const head = await (options.fetchRange ?? fetchRange)(url, 0, chunkBytes);
    const chunks = new RangeChunks(url, head.fileSize ?? head.bytes.length, options);
    chunks.chunks.set(0, Promise.resolve(head.bytes));
    return chunks;
  }

  /** Bytes `[start, end)`, 0 ≤ start < end ≤ size. */
  async read(start: number, end: number): Promise<Uint8Array> {
    const size = this.chunkBytes;
    const first = Math.floor(start / size);
    const last = Math.floor((end - 1) / size);
    // A jump (a seek) asks for its own chunk only, so 16 files' first bytes after a seek do not
    // queue behind their read-aheads; reading on from there asks ahead again.
    if (first === this.lastChunk || first === this.lastChunk + 1) {
      if (last > this.lastChunk || this.ahead === 0) this.ahead = Math.min(MAX_AHEAD, this.ahead + 1);
    } else this.ahead = 0;
    this.lastChunk = last;
    const pending: Promise<Uint8Array>[] = [];
    for (let k = first; k <= last; k++) pending.push(this.chunk(k));
    // Reading on: the chunks after it are asked for once a read reaches into the second half of one.
    if (end - last * size > size / 2)
      for (let k = last + 1; k <= last + this.ahead && k * size < this.size; k++)
        this.chunk(k).catch(() => {});
    const parts = await Promise.all(pending);
    if (parts.length === 1) return (parts[0] as Uint8Array).slice(start - first * size, end - first * size);
    const bytes = new Uint8Array(end - start);
    parts.forEach((part, i) => {
      const at = (first + i) * size;
      const from = Math.max(start, at);
      const to = Math.min(end, at + part.length);
      bytes.set(part.subarray(from - at, to - at), from - start);
    });
    return bytes;
  }

  private chunk(index: number): Promise<Uint8Array> {
    const held = this.chunks.get(index);
    if (held) {
      this.chunks.delete(index);
      this.chunks.set(index, held);
      return held;
    }
    const promise = this.request(index);
    promise.catch(() => {
      if (this.chunks.get(index) === promise) this.chunks.delete(index);
    });
    this.chunks.set(index, promise);
    // A chunk let go while a read still waits for it stays that read's until it is answered.
    for (const oldest of this.chunks.keys()) {
      if (this.chunks.size <= this.keep + this.ahead) break;
      this.chunks.delete(oldest);
    }
    return promise;
  }

  private async request(index: number): Promise<Uint8Array> {
    const start = index * this.chunkBytes;
    const end = Math.min(this.size, start + this.chunkBytes);
    for (let attempt = 0; ; attempt++) {
      try {
        const { bytes } = await this.fetch(this.url, start, end, this.controller.signal);
        if (bytes.length !== end - start)
          throw new Error(`${this.url}: ${bytes.length} bytes answered for ${end - start}`);
        return bytes;
      } catch (error) {
        // fetch rejects with a TypeError when the connection drops; anything else is an answer.
        if (!(error instanceof TypeError) || this.controller.signal.aborted || attempt >= RETRIES)
          throw error;
        await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
      }
    }
  }

  /** Ends the requests under way; reads after it fail. */
  close(): void {
    this.controller.abort();
    this.chunks.clear();
  }
}
