import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver } from '../../../test/kits/media-store';
import { migrateMedia } from './migrate';
import { s3Storage } from './s3-storage';
import { diskStorage, type MediaStorage } from './storage';

async function bytesOf(storage: MediaStorage, fileName: string): Promise<Buffer | null> {
  const file = await storage.open(fileName);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of (await file.read()) as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('migrating the media folder to a bucket', () => {
  const folder = mkdtempSync(join(tmpdir(), 'ct-migrate-'));
  const scratch = mkdtempSync(join(tmpdir(), 'ct-migrate-scratch-'));
  // Over 5 MiB: it goes up in parts.
  const files: Record<string, Buffer> = {
    '11111111-1111-4111-8111-111111111111.wav': randomBytes(6 * 1024 * 1024 + 123),
    '11111111-1111-4111-8111-111111111111.peaks': randomBytes(4000),
    '22222222-2222-4222-8222-222222222222.png': randomBytes(900),
    '22222222-2222-4222-8222-222222222222.thumb.webp': Buffer.alloc(0),
  };
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let bucket: MediaStorage;
  const disk = diskStorage(folder);

  beforeAll(async () => {
    for (const [name, bytes] of Object.entries(files)) writeFileSync(join(folder, name), bytes);
    writeFileSync(join(folder, '.upload-in-progress'), 'half an upload');
    s3 = await startS3rver();
    bucket = s3Storage(s3.settings, scratch);
  });
  afterAll(async () => {
    await bucket?.close();
    await s3?.stop();
    rmSync(folder, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  });

  it('copies every stored file, byte for byte, and no temp file', async () => {
    const report = await migrateMedia(disk, bucket);
    expect(report).toEqual({
      copied: 4,
      alreadyThere: 0,
      bytesCopied: Object.values(files).reduce((sum, bytes) => sum + bytes.length, 0),
      failed: [],
    });
    for (const [name, bytes] of Object.entries(files))
      expect((await bytesOf(bucket, name))?.equals(bytes)).toBe(true);
    expect(await bytesOf(bucket, '.upload-in-progress')).toBeNull();
  });

  it('leaves what is already there alone on a second run, and copies again what differs', async () => {
    const changed = '22222222-2222-4222-8222-222222222222.png';
    // Same size, other bytes: only the SHA-256 tells.
    await bucket.put(changed, randomBytes(900), { contentType: 'image/png' });
    const report = await migrateMedia(disk, bucket);
    expect(report).toMatchObject({ copied: 1, alreadyThere: 3, bytesCopied: 900, failed: [] });
    expect((await bytesOf(bucket, changed))?.equals(files[changed] as Buffer)).toBe(true);
  });

  it('reports a copy that does not read back the same as failed', async () => {
    const name = '11111111-1111-4111-8111-111111111111.peaks';
    await bucket.remove(name);
    // A store that drops the last byte of what it is given.
    const lossy: MediaStorage = {
      ...bucket,
      async put(fileName, source, options) {
        const chunks: Buffer[] = [];
        for await (const chunk of source as Readable) chunks.push(chunk as Buffer);
        await bucket.put(fileName, Buffer.concat(chunks).subarray(0, -1), options);
      },
    };
    const report = await migrateMedia(disk, lossy);
    expect(report.failed).toEqual([
      { fileName: name, reason: 'the copy differs from the file (size or SHA-256)' },
    ]);
    expect(report).toMatchObject({ copied: 0, alreadyThere: 3 });
  });
});
