import { createHash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaStorage } from './storage';

/** What a migration did; `failed` names each file whose copy does not match. */
export interface MigrationReport {
  /** Files copied by this run. */
  copied: number;
  /** Files already in the target with the same size and SHA-256: left as they were. */
  alreadyThere: number;
  bytesCopied: number;
  failed: Array<{ fileName: string; reason: string }>;
}

/** The SHA-256 of a stream, read to its end. */
async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The size and SHA-256 of a stored file, read back by stream; null when it is not there. */
async function fingerprint(storage: MediaStorage, fileName: string) {
  const file = await storage.open(fileName);
  return file ? { size: file.size, sha256: await sha256Of(await file.read()) } : null;
}

/** Copies one file by stream, hashing what is read on the way: the SHA-256 of the source. */
async function copy(from: MediaStorage, to: MediaStorage, fileName: string): Promise<string | null> {
  const source = await from.open(fileName);
  if (!source) return null;
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const reading = pipeline(await source.read(), hashing);
  try {
    // The type the object is saved with does not matter: files are served with their row's type.
    await to.put(fileName, hashing, { contentType: 'application/octet-stream' });
  } catch (err) {
    hashing.destroy(err as Error); // the source closes with it
    await reading.catch(() => {});
    throw err;
  }
  await reading;
  return hash.digest('hex');
}

/**
 * Copies every stored file of `from` (the media folder) to `to` (a bucket) and checks each copy
 * by reading it back: same size, same SHA-256. A file already there with the same size and
 * SHA-256 is left alone, so a run can be repeated (after a failure, or to take what was uploaded
 * meanwhile). Nothing is removed from either side. `progress` hears of each file.
 */
export async function migrateMedia(
  from: MediaStorage,
  to: MediaStorage,
  progress: (fileName: string, outcome: 'copied' | 'already there' | 'failed') => void = () => {},
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, alreadyThere: 0, bytesCopied: 0, failed: [] };
  for await (const { fileName, size } of from.list()) {
    try {
      const there = await fingerprint(to, fileName);
      if (there?.size === size && there.sha256 === (await fingerprint(from, fileName))?.sha256) {
        report.alreadyThere++;
        progress(fileName, 'already there');
        continue;
      }
      const sha256 = await copy(from, to, fileName);
      if (sha256 === null) continue; // removed from the folder meanwhile
      const copied = await fingerprint(to, fileName);
      if (copied?.size !== size || copied.sha256 !== sha256) {
        throw new Error(
          copied ? 'the copy differs from the file (size or SHA-256)' : 'the copy is not there',
        );
      }
      report.copied++;
      report.bytesCopied += size;
      progress(fileName, 'copied');
    } catch (err) {
      report.failed.push({ fileName, reason: (err as Error).message });
      progress(fileName, 'failed');
    }
  }
  return report;
}
