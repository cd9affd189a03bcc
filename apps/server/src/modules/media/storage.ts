import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { type FileHandle, mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const isMissing = (err: unknown) => (err as { code?: string }).code === 'ENOENT';

/**
 * The media folder on disk: the only code that touches it (as repositories are for SQL). Uploads are
 * written to a temp name first (a dot name that can never be served) and renamed into place, in the
 * same folder, once they are known to be good.
 */
export function mediaStorage(dir: string) {
  return {
    /** Creates the folder if it is not there (it may be removed while the server runs). */
    async ensureDir(): Promise<void> {
      await mkdir(dir, { recursive: true });
    },

    /**
     * Writes `source` to a fresh temp file in the folder (ensureDir first). The caller removes it
     * (removeTemp) unless it keeps it. `source` is consumed at once, before any await: a multipart
     * part's stream that ends early while nobody reads it is destroyed silently, and a pipeline
     * started on it afterwards would wait forever.
     */
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

    /** `length` bytes of a file from `offset` (fewer at its end). */
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

    /** Writes a small file made here (peaks) under its served name: to a temp name first, then renamed. */
    async writeKept(fileName: string, bytes: Uint8Array): Promise<void> {
      const temp = join(dir, `.made-${randomUUID()}`);
      try {
        await writeFile(temp, bytes, { flag: 'wx' });
        await rename(temp, join(dir, fileName));
      } finally {
        await rm(temp, { force: true });
      }
    },

    /** Moves a temp file to its served name. */
    async keep(tempPath: string, fileName: string): Promise<void> {
      await rename(tempPath, join(dir, fileName));
    },

    /** Where a stored file is, for the libraries that read files by path (analyse.ts). */
    pathOf(fileName: string): string {
      return join(dir, fileName);
    },

    /** A missing file is fine: removing is always safe to repeat. */
    async removeTemp(tempPath: string): Promise<void> {
      await rm(tempPath, { force: true });
    },

    /** Stored files (an upload, its thumbnail, its peaks); missing ones are fine. */
    async removeKept(...fileNames: Array<string | null>): Promise<void> {
      for (const fileName of fileNames) if (fileName) await rm(join(dir, fileName), { force: true });
    },

    /** An open handle on a stored file and its size, or null when it is not there. */
    async open(fileName: string): Promise<{ handle: FileHandle; size: number } | null> {
      let handle: FileHandle;
      try {
        handle = await open(join(dir, fileName), 'r');
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
        return { handle, size: stats.size };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
  };
}

export type MediaStorage = ReturnType<typeof mediaStorage>;
