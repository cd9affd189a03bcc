import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/helper';
import { startS3rver } from '../../../test/kits/media-store';
import { buildApp } from '../../app';
import { ConfigError, loadConfig, type S3Settings } from '../../config';
import { createDatabase } from '../../db/client';
import { openMediaStorage } from './stores';

const S3_ENV = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'media',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('the S3 variables', () => {
  it('are all read, path style off unless asked', () => {
    expect(loadConfig(S3_ENV, '/srv/app').s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...S3_ENV, S3_FORCE_PATH_STYLE: 'true' }, '/srv/app').s3?.forcePathStyle).toBe(true);
    expect(loadConfig({}, '/srv/app').s3).toBeNull();
  });

  it('go all together or not at all: the missing ones are named', () => {
    const { S3_REGION: _region, S3_SECRET_ACCESS_KEY: _secret, ...some } = S3_ENV;
    const load = () => loadConfig(some, '/srv/app');
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/S3_REGION: must be set[^\n]*\n {2}S3_SECRET_ACCESS_KEY: must be set/);
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'true' }, '/srv/app')).not.toThrow();
  });

  it('want an http(s) address for S3_ENDPOINT', () => {
    expect(() => loadConfig({ ...S3_ENV, S3_ENDPOINT: 'minio:9000' }, '/srv/app')).toThrow(
      /S3_ENDPOINT: must be an http:\/\/ or https:\/\/ address/,
    );
  });
});

describe('the start with S3', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'ct-stores-'));
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  beforeAll(async () => {
    s3 = await startS3rver();
  });
  afterAll(async () => {
    await s3?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  const open = (changes: Partial<S3Settings>) =>
    openMediaStorage({ mediaDir: scratch, s3: { ...s3.settings, ...changes } });

  /** A loopback port nothing listens on. */
  async function closedPort(): Promise<number> {
    const server = createServer().listen(0, '127.0.0.1');
    await new Promise((listening) => server.once('listening', listening));
    const { port } = server.address() as { port: number };
    await new Promise((closed) => server.close(closed));
    return port;
  }

  it('goes on when the bucket answers', async () => {
    const storage = await open({});
    expect(storage.description).toBe(`the bucket "media" at ${s3.settings.endpoint}`);
    await storage.close();
  });

  it('stops on a missing bucket, naming S3_BUCKET', async () => {
    await expect(open({ bucket: 'no-such-bucket' })).rejects.toThrow(
      new ConfigError(
        `Invalid configuration:\n  S3_BUCKET: there is no bucket "no-such-bucket" at ${s3.settings.endpoint}`,
      ),
    );
  });

  it('stops on refused credentials, naming both credential variables', async () => {
    // s3rver knows one access key and does not check SigV4 signatures: a wrong secret goes
    // unnoticed there, while a real store answers it with the same 403 as an unknown key.
    await expect(open({ accessKeyId: 'WRONG' })).rejects.toThrow(
      /^Invalid configuration:\n {2}S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: the store refused these credentials for "media"/,
    );
  });

  it('stops on an endpoint nothing answers at, naming S3_ENDPOINT', async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    await expect(open({ endpoint })).rejects.toThrow(
      /^Invalid configuration:\n {2}S3_ENDPOINT: could not reach the store/,
    );
  });

  it('stops the app from being built at all', async () => {
    // Never connected: the check comes before anything asks the database.
    const handle = createDatabase('postgres://nobody@127.0.0.1:1/none', {
      poolMax: 1,
      log: pino({ level: 'silent' }),
    });
    const config = testConfig({ mediaDir: scratch, s3: { ...s3.settings, bucket: 'gone' } });
    await expect(buildApp(config, handle)).rejects.toThrow(/S3_BUCKET: there is no bucket "gone"/);
    await handle.pool.end();
  });
});
