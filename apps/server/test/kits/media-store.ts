// The media store the tests run on: the media folder, or an S3 bucket on an s3rver started in the
// test process. `TEST_MEDIA_STORE=s3` picks S3 (scripts/test.sh does for its second server run),
// so the same test bodies check both stores.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { Config, S3Settings } from '../../src/config';
import type { MediaStorage } from '../../src/modules/media/storage';
import { mediaStorageFor } from '../../src/modules/media/stores';

export type StoreKind = 'disk' | 's3';

// The AWS SDK warns once per process that it will want Node 22 in 2027: not news in every test file.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export const TEST_BUCKET = 'media';

/** s3rver's one key pair: any other is refused (403), as a real store refuses wrong credentials. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The store the run asked for: TEST_MEDIA_STORE=s3, or the disk. */
export const testStoreKind = (): StoreKind => (process.env.TEST_MEDIA_STORE === 's3' ? 's3' : 'disk');

/** An s3rver on a free loopback port with `buckets`, in a temp folder; `stop` removes both. */
export async function startS3rver(buckets: string[] = [TEST_BUCKET]) {
  const directory = mkdtempSync(join(tmpdir(), 'ct-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: TEST_BUCKET,
    region: 'us-east-1',
    ...S3RVER_CREDENTIALS,
    forcePathStyle: true,
  };
  return {
    settings,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export interface TestMediaStore {
  readonly kind: StoreKind;
  /** The app's configuration for this store (mediaDir, s3); known once the store is up (beforeAll). */
  config(): Pick<Config, 'mediaDir' | 's3'>;
  /** The store as the app sees it, for a test that builds a service of its own. */
  storage(): MediaStorage;
  /** Every stored name, and the temp files in the scratch folder (dot names), sorted. */
  files(): Promise<string[]>;
  read(fileName: string): Promise<Buffer>;
  write(fileName: string, bytes: Uint8Array): Promise<void>;
  remove(fileName: string): Promise<void>;
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A fresh store for one test file: started before the file's app (call it before useTestApp, and
 * hand its `config` to it), stopped and removed after.
 */
export function useMediaStore(kind: StoreKind = testStoreKind()): TestMediaStore {
  const mediaDir = mkdtempSync(join(tmpdir(), 'ct-media-test-'));
  let s3: Awaited<ReturnType<typeof startS3rver>> | undefined;
  let storage: MediaStorage | undefined;
  const ready = () => {
    if (!storage) throw new Error('The media store starts in beforeAll: use it in a test or a hook.');
    return storage;
  };
  const config = () => ({ mediaDir, s3: kind === 's3' ? (s3?.settings ?? null) : null });

  beforeAll(async () => {
    if (kind === 's3') s3 = await startS3rver();
    storage = mediaStorageFor(config());
  });
  afterAll(async () => {
    await storage?.close();
    await s3?.stop();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  return {
    kind,
    config,
    storage: ready,
    async files() {
      const inFolder = readdirSync(mediaDir);
      if (kind === 'disk') return inFolder.sort();
      const names = inFolder.filter((name) => name.startsWith('.'));
      for await (const { fileName } of ready().list()) names.push(fileName);
      return names.sort();
    },
    async read(fileName) {
      const file = await ready().open(fileName);
      if (!file) throw new Error(`${fileName} is not in the store`);
      return collect(await file.read());
    },
    write: (fileName, bytes) => ready().put(fileName, bytes, { contentType: 'application/octet-stream' }),
    remove: (fileName) => ready().remove(fileName),
  };
}
