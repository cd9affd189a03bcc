import { rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { GIF_1X1, JPEG_1X1, PNG_1X1, WEBP_1X1 } from './test-images';
import { tempMediaDir, upload } from './test-upload';

const mediaDir = tempMediaDir();
const t = useTestApp({ mediaDir });
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

let cookie: string;
beforeAll(async () => {
  cookie = (await register(t.app)).cookie;
});

async function uploaded(bytes: Buffer) {
  const response = await upload(t.app, [{ name: 'file', file: bytes, filename: 'x' }], { cookie });
  expect(response.statusCode).toBe(201);
  return response.json().media as { mediaId: string; url: string; mimeType: string };
}

describe('GET /media/{file}', () => {
  it('serves the stored bytes with their type and headers that keep them inert', async () => {
    for (const [bytes, mimeType] of [
      [PNG_1X1, 'image/png'],
      [JPEG_1X1, 'image/jpeg'],
      [GIF_1X1, 'image/gif'],
      [WEBP_1X1, 'image/webp'],
    ] as const) {
      const media = await uploaded(bytes);
      const response = await get(media.url);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(bytes)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': mimeType,
        'content-length': String(bytes.length),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'content-disposition': 'inline',
        'cache-control': 'public, max-age=31536000, immutable',
        etag: `"${media.mediaId}"`,
      });
    }
  });

  it('answers 304 to a matching If-None-Match, and the file again to another', async () => {
    const media = await uploaded(PNG_1X1);
    const fresh = await get(media.url, { 'if-none-match': `"${media.mediaId}"` });
    expect(fresh.statusCode).toBe(304);
    expect(fresh.rawPayload).toHaveLength(0);
    expect(fresh.headers.etag).toBe(`"${media.mediaId}"`);
    const stale = await get(media.url, { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const media = await uploaded(GIF_1X1);
    const response = await t.app.inject({ method: 'HEAD', url: media.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.rawPayload).toHaveLength(0);
  });

  it('is public: no session needed', async () => {
    const media = await uploaded(PNG_1X1);
    expect((await get(media.url)).statusCode).toBe(200);
  });

  it('is a JSON 404 for a name that is not an upload’s, traversal attempts included', async () => {
    writeFileSync(join(mediaDir, '.upload-leftover'), 'temp');
    for (const url of [
      '/media/00000000-0000-4000-8000-000000000000.png',
      '/media/x.png',
      '/media/.upload-leftover',
      '/media/..%2Fpackage.json',
      '/media/..%2F..%2F..%2Fetc%2Fpasswd',
      '/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/media/..%5C..%5Cwindows%5Cwin.ini',
      '/media/%252e%252e%252fpackage.json',
      '/media/00000000-0000-4000-8000-000000000000.PNG',
      '/media/00000000-0000-4000-8000-000000000000.svg',
      '/media/00000000-0000-4000-8000-000000000000.png%00.html',
      '/media//etc/passwd',
      '/media/a/b.png',
      '/media/',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        success: false,
        error: 'File not found.',
        message: 'File not found.',
        code: 'MEDIA_NOT_FOUND',
      });
    }
  });

  it('never serves a file from outside the folder through a dot-dot path', async () => {
    // The URL is normalised before routing: these never reach /media at all.
    for (const url of [
      '/media/../package.json',
      '/media/./../../package.json',
      '/media/%2E%2E/package.json',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).not.toBe(200);
      expect(response.body, url).not.toContain('"name"');
      expect(response.headers['content-type'] ?? '', url).not.toMatch(/^image\//);
    }
  });

  it('serves only files that have a row: a stray file of the right name is 404', async () => {
    const name = '11111111-1111-4111-8111-111111111111.png';
    writeFileSync(join(mediaDir, name), PNG_1X1);
    expect((await get(`/media/${name}`)).statusCode).toBe(404);
  });

  it('is 404 when the row is there but the file is gone', async () => {
    const media = await uploaded(PNG_1X1);
    unlinkSync(join(mediaDir, media.url.slice('/media/'.length)));
    const response = await get(media.url);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('MEDIA_NOT_FOUND');
  });
});
