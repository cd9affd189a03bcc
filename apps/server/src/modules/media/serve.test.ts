import { beforeAll, describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { fixture } from '../../../test/kits/media-audio';
import { GIF_1X1, JPEG_1X1, PNG_1X1, WEBP_1X1 } from '../../../test/kits/media-images';
import { useMediaStore } from '../../../test/kits/media-store';
import { upload } from '../../../test/kits/media-upload';

const store = useMediaStore();
const t = useTestApp(store.config);

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

let cookie: string;
beforeAll(async () => {
  cookie = (await register(t.app)).cookie;
});

/** A public upload: these tests are about serving, not about who may see (visibility.test.ts). */
async function uploaded(bytes: Buffer, filename = 'x') {
  const response = await upload(
    t.app,
    [
      { name: 'file', file: bytes, filename },
      { name: 'visibility', value: 'public' },
    ],
    { cookie },
  );
  expect(response.statusCode).toBe(201);
  return response.json().media as { mediaId: string; url: string; mimeType: string; thumbnailUrl: string };
}

describe('GET /media/{file}', () => {
  it('serves the stored bytes with their type and headers that keep them inert', async () => {
    for (const [bytes, mimeType] of [
      [PNG_1X1, 'image/png'],
      [JPEG_1X1, 'image/jpeg'],
      [GIF_1X1, 'image/gif'],
      [WEBP_1X1, 'image/webp'],
      [fixture('tone.mp3'), 'audio/mpeg'],
      [fixture('clip.webm'), 'video/webm'],
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
        'accept-ranges': 'bytes',
        etag: `"${media.mediaId}"`,
      });
    }
  });

  it('serves an image’s thumbnail as WebP, with its own ETag', async () => {
    const media = await uploaded(PNG_1X1);
    const response = await get(media.thumbnailUrl);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${media.mediaId}.thumb"`,
    });
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

  it('is a JSON 404 for a name that is not an upload’s, traversal attempts included', async () => {
    await store.write('.upload-leftover', Buffer.from('temp'));
    for (const url of [
      '/media/00000000-0000-4000-8000-000000000000.png',
      '/media/00000000-0000-4000-8000-000000000000.thumb.webp',
      '/media/x.png',
      '/media/.upload-leftover',
      '/media/..%2Fpackage.json',
      '/media/..%2F..%2F..%2Fetc%2Fpasswd',
      '/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/media/..%5C..%5Cwindows%5Cwin.ini',
      '/media/%252e%252e%252fpackage.json',
      '/media/00000000-0000-4000-8000-000000000000.PNG',
      '/media/00000000-0000-4000-8000-000000000000.svg',
      '/media/00000000-0000-4000-8000-000000000000.html',
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
    // A NUL character is refused before any route looks for a file, like anywhere else.
    const nul = await get('/media/00000000-0000-4000-8000-000000000000.png%00.html');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
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

  it('serves only files that have a row, under the row’s names: others are 404', async () => {
    const name = '11111111-1111-4111-8111-111111111111.png';
    await store.write(name, PNG_1X1);
    expect((await get(`/media/${name}`)).statusCode).toBe(404);
    // The row's id with another extension than the one stored.
    const media = await uploaded(PNG_1X1);
    await store.write(`${media.mediaId}.gif`, GIF_1X1);
    expect((await get(`/media/${media.mediaId}.gif`)).statusCode).toBe(404);
  });

  it('is 404 when the row is there but the file is gone', async () => {
    const media = await uploaded(PNG_1X1);
    await store.remove(media.url.slice('/media/'.length));
    const response = await get(media.url);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('MEDIA_NOT_FOUND');
  });
});

describe('GET /media/{file} with Range (seeking in audio and video)', () => {
  const bytes = fixture('tone.mp3');
  const size = bytes.length;
  let url: string;
  let etag: string;
  beforeAll(async () => {
    const media = await uploaded(bytes, 'tone.mp3');
    url = media.url;
    etag = `"${media.mediaId}"`;
  });

  it('answers 206 with the bytes asked for: a closed, an open-ended and a suffix range', async () => {
    const cases = [
      { range: 'bytes=0-9', start: 0, end: 9 },
      { range: 'bytes=100-199', start: 100, end: 199 },
      { range: `bytes=${size - 1}-${size - 1}`, start: size - 1, end: size - 1 },
      { range: 'bytes=1000-', start: 1000, end: size - 1 },
      { range: 'bytes=-100', start: size - 100, end: size - 1 },
      // Past the end: cut to the file.
      { range: 'bytes=1300-999999', start: 1300, end: size - 1 },
      { range: 'bytes=-999999', start: 0, end: size - 1 },
    ];
    for (const { range, start, end } of cases) {
      const response = await get(url, { range });
      expect(response.statusCode, range).toBe(206);
      expect(response.rawPayload.equals(bytes.subarray(start, end + 1)), range).toBe(true);
      expect(response.headers, range).toMatchObject({
        'content-type': 'audio/mpeg',
        'content-range': `bytes ${start}-${end}/${size}`,
        'content-length': String(end - start + 1),
        'accept-ranges': 'bytes',
        etag,
      });
    }
  });

  it('is 416 with the size for a range that starts past the end, or an empty suffix', async () => {
    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0']) {
      const response = await get(url, { range });
      expect(response.statusCode, range).toBe(416);
      expect(response.headers['content-range'], range).toBe(`bytes */${size}`);
      expect(response.json().code).toBe('RANGE_NOT_SATISFIABLE');
    }
  });

  it('sends the whole file for ranges it does not serve: several, malformed, another unit', async () => {
    for (const range of ['bytes=0-1,5-6', 'bytes=9-2', 'bytes=abc', 'items=0-1', 'bytes=-']) {
      const response = await get(url, { range });
      expect(response.statusCode, range).toBe(200);
      expect(response.rawPayload.equals(bytes), range).toBe(true);
    }
  });

  it('honours If-Range: the range while the ETag matches, the whole file otherwise', async () => {
    const same = await get(url, { range: 'bytes=0-3', 'if-range': etag });
    expect(same.statusCode).toBe(206);
    const changed = await get(url, { range: 'bytes=0-3', 'if-range': '"another"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload).toHaveLength(size);
  });
});
