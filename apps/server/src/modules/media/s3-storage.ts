import { createReadStream, createWriteStream } from 'node:fs';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ConfigError, type S3Settings } from '../../config';
import {
  type ByteRange,
  type MediaStorage,
  type PutOptions,
  type StoredFile,
  scratchFolder,
} from './storage';

/** lib-storage's parts: S3's smallest, so an upload holds at most QUEUE_SIZE of them in memory. */
const PART_BYTES = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;
/** Every file served streams from the store on a socket of its own while the browser reads it. */
const MAX_SOCKETS = 256;
const CONNECT_TIMEOUT_MS = 5000;

/** The HTTP status of an SDK error; none when the store was never reached. */
const statusOf = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isNotFound = (err: unknown) =>
  statusOf(err) === 404 || ['NotFound', 'NoSuchKey'].includes((err as { name?: string }).name ?? '');

/**
 * The client every S3 call goes through. Checksums only where an operation requires them
 * (docs/decisions/0023): the SDK's default — a CRC32 trailer on every upload, sent as an
 * aws-chunked body — is not understood by many S3-compatible stores (s3rver, older MinIO, Ceph).
 */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      httpAgent: new HttpAgent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
      httpsAgent: new HttpsAgent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
    },
  });
}

/** Why HeadBucket failed, as a configuration error naming the variable to fix. */
export function bucketCheckError(err: unknown, settings: S3Settings): ConfigError {
  const status = statusOf(err);
  const where = `"${settings.bucket}" at ${settings.endpoint}`;
  const [variable, message] =
    status === undefined
      ? ['S3_ENDPOINT', `could not reach the store (${(err as Error).message || (err as Error).name})`]
      : status === 404
        ? ['S3_BUCKET', `there is no bucket ${where}`]
        : status === 401 || status === 403
          ? ['S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY', `the store refused these credentials for ${where}`]
          : status === 301
            ? ['S3_REGION', `the bucket ${where} is in another region`]
            : ['S3_ENDPOINT', `the store answered ${status} when asked for the bucket ${where}`];
  return new ConfigError(`Invalid configuration:\n  ${variable}: ${message}`);
}

/**
 * Media in an S3-compatible bucket (`@aws-sdk/client-s3`), under their served names as keys.
 * Uploads still land in the local scratch folder first (sniffed, decoded once), then go up by
 * stream in multipart (`@aws-sdk/lib-storage`); files are read back by stream, ranges included.
 */
export function s3Storage(
  settings: S3Settings,
  scratchDir: string,
  client = s3Client(settings),
): MediaStorage {
  const scratch = scratchFolder(scratchDir);
  const { tempPath, ...temps } = scratch;
  const Bucket = settings.bucket;

  async function upload(fileName: string, body: Uint8Array | Readable, { contentType }: PutOptions) {
    const params = { Bucket, Key: fileName, Body: body, ContentType: contentType };
    await new Upload({ client, params, partSize: PART_BYTES, queueSize: QUEUE_SIZE }).done();
  }

  async function getObject(fileName: string, range?: ByteRange): Promise<Readable> {
    const answer = await client.send(
      new GetObjectCommand({ Bucket, Key: fileName, Range: range && `bytes=${range.start}-${range.end}` }),
    );
    if (!(answer.Body instanceof Readable)) throw new Error(`The store sent no body for ${fileName}`);
    return answer.Body;
  }

  return {
    description: `the bucket "${Bucket}" at ${settings.endpoint}`,
    ...temps,

    async check(): Promise<void> {
      await scratch.ensureDir();
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        throw bucketCheckError(err, settings);
      }
    },

    async close(): Promise<void> {
      client.destroy();
    },

    async keep(path: string, fileName: string, options: PutOptions): Promise<void> {
      await upload(fileName, createReadStream(path), options);
      await scratch.removeTemp(path);
    },

    put: upload,

    async open(fileName: string): Promise<StoredFile | null> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: fileName }));
        return {
          size: head.ContentLength ?? 0,
          read: (range) => getObject(fileName, range),
          close: async () => {},
        };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    async withLocalCopy(fileName, use) {
      // Named after the file: the readers choose their parser by its extension.
      const path = tempPath(fileName);
      try {
        await pipeline(await getObject(fileName), createWriteStream(path, { flags: 'wx' }));
        return await use(path);
      } finally {
        await scratch.removeTemp(path);
      }
    },

    async remove(...fileNames: Array<string | null>): Promise<void> {
      // One at a time: DeleteObjects needs a checksum that not every S3-compatible store takes.
      for (const fileName of fileNames) {
        if (fileName) await client.send(new DeleteObjectCommand({ Bucket, Key: fileName }));
      }
    },

    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { fileName: object.Key, size: object.Size ?? 0 };
        }
      }
    },
  };
}
