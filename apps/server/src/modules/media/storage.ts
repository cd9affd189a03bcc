import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { type FileHandle, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const isMissing = (err: unknown) => (err as { code?: string }).code === 'ENOENT';

/** Bytes `start` to `end` of a file, both included (range.ts). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored file found, ready to be read; `close` when it is not read after all. */
export interface StoredFile {
  size: number;
  /** The file's bytes, or a range of them; the stream closes what it holds when it ends. */
  read(range?: ByteRange): Promise<Readable>;
  close(): Promise<void>;
}

/** What a stored file is saved with (the store may serve it to nobody else, but keeps it right). */
export interface PutOptions {
  contentType: string;
}

/**
 * Where media live: the local disk (`diskStorage`, the default) or an S3-compatible bucket
 * (`s3-storage.ts`). Every read and write of a stored file goes through it, as SQL goes through
 * repositories. Two places are behind it:
 *
 * - the store, files under their served names (`{id}.{ext}`, thumbnails, peaks): `keep`, `put`,
 *   `open`, `withLocalCopy`, `remove`, `list`;
 * - a scratch folder on the local disk (the media folder), where an upload lands first, as a temp
 *   file with a dot name that can never be served: it is sniffed and decoded once there (the
 *   decoders and music-metadata read files by path, and pick parsers by extension), then kept.
 *
 * Files are streamed both ways, never held whole in memory; only files made here (peaks,
 * thumbnails: kilobytes) are put from bytes.
 */
export interface MediaStorage {
  /** Says where the store is, for logs and commands: a folder, or a bucket at an endpoint. */
  readonly description: string;
  /** Checks at start that the store answers; throws a message naming what to fix. */
  check(): Promise<void>;
  close(): Promise<void>;

  /** Creates the scratch folder if it is not there (it may be removed while the server runs). */
  ensureDir(): Promise<void>;
  /**
   * Writes `source` to a fresh temp file in the scratch folder (ensureDir first). The caller removes
   * it (removeTemp) unless it keeps it. `source` is consumed at once, before any await: a multipart
   * part's stream that ends early while nobody reads it is destroyed silently, and a pipeline
   * started on it afterwards would wait forever.
   */
  writeTemp(source: Readable): Promise<{ path: string; size: number }>;
  /** `length` bytes of a temp file from `offset` (fewer at its end). */
  readAt(path: string, offset: number, length: number): Promise<Buffer>;
  /** Renames a temp file so that its name ends in `.{ext}`: readers choose their parser by it. */
  nameTemp(path: string, ext: string): Promise<string>;
  /** A missing file is fine: removing is always safe to repeat. */
  removeTemp(path: string): Promise<void>;

  /** Moves a temp file into the store under its served name; the temp file is gone afterwards. */
  keep(tempPath: string, fileName: string, options: PutOptions): Promise<void>;
  /** Stores bytes made here (peaks, thumbnails) or a stream under a served name, replacing any. */
  put(fileName: string, source: Uint8Array | Readable, options: PutOptions): Promise<void>;
  /** A stored file and its size, or null when it is not there. */
  open(fileName: string): Promise<StoredFile | null>;
  /** Runs `use` on a local file holding a stored file's bytes (a copy, removed after, for S3). */
  withLocalCopy<T>(fileName: string, use: (path: string) => Promise<T>): Promise<T>;
  /** Stored files (an upload, its thumbnail, its peaks); missing ones are fine. */
  remove(...fileNames: Array<string | null>): Promise<void>;
  /** Every stored file, temp files left out. */
  list(): AsyncIterable<{ fileName: string; size: number }>;
}

/** Temp files are dot names: never an upload's name, never served, never listed. */
const isTempName = (name: string) => name.startsWith('.');

/** The scratch folder's part of a store: temp files on the local disk, in `dir`. */
export function scratchFolder(dir: string) {
  return {
    async ensureDir(): Promise<void> {
      await mkdir(dir, { recursive: true });
    },

    async writeTemp(source: Readable): Promise<{ path: string; size: number }> {
      if (source.destroyed) throw new Error('The upload stream ended before it was read.');
      const path = join(dir, `.upload-${randomUUID()}`);
      const sink = createWriteStream(path, { flags: 'wx' });
      try {
        await pipeline(source, sink);
        return { path, size: (await stat(path)).size };
      } catch (err) {
        // When the source fails, pipeline settles without waiting for the file to close; while it is
        // still being opened it does not exist yet, and removing it now would leave it behind.
        if (!sink.closed) await new Promise<void>((closed) => sink.once('close', () => closed()));
        await rm(path, { force: true });
        throw err;
      }
    },

    async readAt(path: string, offset: number, length: number): Promise<Buffer> {
      const handle = await open(path, 'r');
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, offset);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    async nameTemp(path: string, ext: string): Promise<string> {
      const named = `${path}.${ext}`;
      await rename(path, named);
      return named;
    },

    async removeTemp(path: string): Promise<void> {
      await rm(path, { force: true });
    },

    /** A fresh temp name in the folder, for a file written here by someone else. */
    tempPath(suffix: string): string {
      return join(dir, `.${randomUUID()}-${suffix}`);
    },
  };
}

/** A local file opened for reading, as a StoredFile; null when it is not there. */
async function openLocal(path: string): Promise<StoredFile | null> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      return null;
    }
    return {
      size: stats.size,
      // The handle closes with the stream (autoClose): one read per opening.
      read: async (range) => handle.createReadStream(range ?? {}),
      close: () => handle.close(),
    };
  } catch (err) {
    await handle.close();
    throw err;
  }
}

/**
 * The media folder on disk, the default store: files under their served names, temp files beside
 * them (renames within one folder are atomic, so a served name is whole or absent).
 */
export function diskStorage(dir: string): MediaStorage {
  const scratch = scratchFolder(dir);
  const { tempPath, ...temps } = scratch;
  return {
    description: dir,
    ...temps,

    async check(): Promise<void> {
      await scratch.ensureDir();
    },

    async close(): Promise<void> {},

    async keep(path: string, fileName: string): Promise<void> {
      await rename(path, join(dir, fileName));
    },

    async put(fileName: string, source: Uint8Array | Readable): Promise<void> {
      const temp = tempPath('made');
      try {
        const stream = source instanceof Readable ? source : Readable.from([source]);
        await pipeline(stream, createWriteStream(temp, { flags: 'wx' }));
        await rename(temp, join(dir, fileName));
      } finally {
        await rm(temp, { force: true });
      }
    },

    open: (fileName: string) => openLocal(join(dir, fileName)),

    withLocalCopy: (fileName, use) => use(join(dir, fileName)),

    async remove(...fileNames: Array<string | null>): Promise<void> {
      for (const fileName of fileNames) if (fileName) await rm(join(dir, fileName), { force: true });
    },

    async *list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (err) {
        if (isMissing(err)) return;
        throw err;
      }
      for (const fileName of names.sort()) {
        if (isTempName(fileName)) continue;
        const stats = await stat(join(dir, fileName)).catch(() => null);
        if (stats?.isFile()) yield { fileName, size: stats.size };
      }
    },
  };
}
