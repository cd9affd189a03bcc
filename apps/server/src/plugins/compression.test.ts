import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProject, register, useTestApp } from '../../test/helper';
import { COMPRESS_MIN_BYTES } from './compression';

const t = useTestApp();
let cookie = '';

beforeAll(async () => {
  ({ cookie } = await register(t.app));
  for (let i = 0; i < 8; i++)
    await createProject(t.app, cookie, { description: `A long enough description ${i}. `.repeat(8) });
});

const list = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/projects?limit=8',
    headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('JSON answers', () => {
  it('go out as brotli when the client accepts it, and read back as the same answer', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await list('gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    const decoded = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    expect(decoded.projects.map((p: { projectId: string }) => p.projectId)).toEqual(
      plain.json().projects.map((p: { projectId: string }) => p.projectId),
    );
  });

  it('go out as gzip to a client that takes only gzip, and as they are to one that refuses both', async () => {
    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).success).toBe(true);

    const identity = await list('br;q=0, gzip;q=0, identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().success).toBe(true);
  });

  it('below the threshold go as they are: compressing a packet saves nothing', async () => {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(me.statusCode).toBe(200);
    expect(me.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(me.json().success).toBe(true);
  });
});
