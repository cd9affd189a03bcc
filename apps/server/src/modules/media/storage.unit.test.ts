import type * as fs from 'node:fs';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { diskStorage } from './storage';

/** A disk that takes OPEN_DELAY_MS to open a file, as a busy one may: every write stream in storage.ts uses it. */
const OPEN_DELAY_MS = 30;
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof fs>();
  const slowDisk = {
    open: (...args: Parameters<typeof real.open>) => setTimeout(() => real.open(...args), OPEN_DELAY_MS),
    write: real.write,
    writev: real.writev,
    close: real.close,
  };
  return {
    ...real,
    createWriteStream: (path: fs.PathLike, options: object) =>
      real.createWriteStream(path, { ...options, fs: slowDisk }),
  };
});

const dir = mkdtempSync(join(tmpdir(), 'ct-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stream that sends some bytes and then fails, as a cut-off upload does. */
function cutOffSource(): Readable {
  const source = new Readable({ read() {} });
  source.push(Buffer.alloc(1000));
  setImmediate(() => source.destroy(new Error('cut off')));
  return source;
}

describe('diskStorage.writeTemp', () => {
  it('writes the stream to a temp dot file and tells its size', async () => {
    const storage = diskStorage(dir);
    const { path, size } = await storage.writeTemp(Readable.from([Buffer.from('hello')]));
    expect(size).toBe(5);
    expect(path.startsWith(join(dir, '.upload-'))).toBe(true);
    await storage.removeTemp(path);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('leaves nothing behind when the stream fails while the file is still being opened', async () => {
    const storage = diskStorage(dir);
    await expect(storage.writeTemp(cutOffSource())).rejects.toThrow('cut off');
    await sleep(OPEN_DELAY_MS * 3); // a file opened after the call settled would be here now
    expect(readdirSync(dir)).toEqual([]);
  });
});
