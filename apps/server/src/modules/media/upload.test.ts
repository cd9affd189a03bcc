import { describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { tone, wavFile } from '../../../test/kits/media-audio';
import {
  GIF_1X1,
  HTML_PAGE,
  JPEG_1X1,
  PNG_1X1,
  SHELL_SCRIPT,
  SVG_IMAGE,
  WEBP_1X1,
} from '../../../test/kits/media-images';
import { useMediaStore } from '../../../test/kits/media-store';
import { upload } from '../../../test/kits/media-upload';

const store = useMediaStore();
const t = useTestApp(store.config);
// A second app with a 1 KB upload limit (4 KB for audio), on its own store.
const smallStore = useMediaStore();
const small = useTestApp(() => ({ ...smallStore.config(), mediaMaxBytes: 1024, mediaAudioMaxBytes: 4096 }));

const UNSUPPORTED = 'Only audio, video or image files can be uploaded.';

/** A PNG signature followed by filler, `size` bytes in all. */
const pngOfSize = (size: number) => Buffer.concat([PNG_1X1, Buffer.alloc(size - PNG_1X1.length, 0)]);

describe('POST /api/media', () => {
  it('stores PNG, JPEG, GIF and WebP images under {id}.{ext}, byte for byte, private by default', async () => {
    const { cookie, user } = await register(t.app);
    const cases = [
      { bytes: PNG_1X1, name: 'dot.png', mimeType: 'image/png', ext: 'png' },
      { bytes: JPEG_1X1, name: 'photo.jpeg', mimeType: 'image/jpeg', ext: 'jpg' },
      { bytes: GIF_1X1, name: 'anim.gif', mimeType: 'image/gif', ext: 'gif' },
      { bytes: WEBP_1X1, name: 'modern.webp', mimeType: 'image/webp', ext: 'webp' },
    ];
    for (const { bytes, name, mimeType, ext } of cases) {
      const before = Math.floor(Date.now() / 1000);
      const response = await upload(t.app, [{ name: 'file', file: bytes, filename: name, type: mimeType }], {
        cookie,
      });
      expect(response.statusCode, name).toBe(201);
      const { success, media } = response.json();
      expect(success).toBe(true);
      expect(media).toEqual({
        mediaId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        ownerUserId: user.id,
        kind: 'image',
        mimeType,
        url: `/media/${media.mediaId}.${ext}`,
        title: '',
        originalName: name,
        sizeBytes: bytes.length,
        createdAt: expect.any(Number),
        visibility: 'private',
        durationSeconds: null,
        waveform: null,
        peaksUrl: null,
        analysis: null,
        thumbnailUrl: `/media/${media.mediaId}.thumb.webp`,
        width: 1,
        height: 1,
        savedByMe: false,
      });
      expect(media.createdAt).toBeGreaterThanOrEqual(before - 1);
      expect((await store.read(`${media.mediaId}.${ext}`)).equals(bytes)).toBe(true);
    }
    // Only the kept files: no temp file left behind.
    expect((await store.files()).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('decides the type from the bytes, not from the name or the claimed type', async () => {
    const { cookie } = await register(t.app);
    const cases = [
      { file: GIF_1X1, filename: 'looks-like.png', type: 'image/png', kind: 'image', mimeType: 'image/gif' },
      { file: PNG_1X1, filename: 'song.mp3', type: 'audio/mpeg', kind: 'image', mimeType: 'image/png' },
      { file: PNG_1X1, filename: 'clip.mp4', type: 'video/mp4', kind: 'image', mimeType: 'image/png' },
    ];
    for (const { kind, mimeType, ...part } of cases) {
      const response = await upload(t.app, [{ name: 'file', ...part }], { cookie });
      expect(response.statusCode, part.filename).toBe(201);
      expect(response.json().media).toMatchObject({
        kind,
        mimeType,
        url: expect.stringMatching(/\.(gif|png)$/),
      });
    }
  });

  it('takes a title, before or after the file, trimmed', async () => {
    const { cookie } = await register(t.app);
    const before = await upload(
      t.app,
      [
        { name: 'title', value: '  Album cover  ' },
        { name: 'file', file: PNG_1X1, filename: 'a.png' },
      ],
      { cookie },
    );
    expect(before.json().media.title).toBe('Album cover');
    const after = await upload(
      t.app,
      [
        { name: 'file', file: PNG_1X1, filename: 'a.png' },
        { name: 'title', value: 'Déjà vu 🎵' },
      ],
      { cookie },
    );
    expect(after.json().media.title).toBe('Déjà vu 🎵');
  });

  it('refuses a title over 200 characters and keeps nothing', async () => {
    const { cookie } = await register(t.app);
    const files = await store.files();
    for (const title of ['x'.repeat(201), 'é'.repeat(500)]) {
      const response = await upload(
        t.app,
        [
          { name: 'file', file: PNG_1X1, filename: 'a.png' },
          { name: 'title', value: title },
        ],
        { cookie },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'title: Title must be at most 200 characters.',
        code: 'VALIDATION_FAILED',
      });
    }
    expect(await store.files()).toEqual(files);
    const exact = await upload(
      t.app,
      [
        { name: 'file', file: PNG_1X1, filename: 'a.png' },
        { name: 'title', value: '🎵'.repeat(100) },
      ],
      { cookie },
    );
    expect(exact.statusCode).toBe(201);
  });

  it('cleans the original name and cuts it to 255 characters; it is never the stored name', async () => {
    const { cookie } = await register(t.app);
    const response = await upload(
      t.app,
      [{ name: 'file', file: PNG_1X1, filename: `a\u0007b${'n'.repeat(400)}.png` }],
      { cookie },
    );
    const { media } = response.json();
    expect(media.originalName).toBe(`ab${'n'.repeat(253)}`);
    expect(media.url).toBe(`/media/${media.mediaId}.png`);
  });

  it('refuses HTML, SVG and scripts, whatever their name and claimed type, and removes them (415)', async () => {
    const { cookie } = await register(t.app);
    const files = await store.files();
    const cases = [
      { file: HTML_PAGE, filename: 'innocent.png', type: 'image/png' },
      { file: HTML_PAGE, filename: 'page.html', type: 'text/html' },
      { file: SVG_IMAGE, filename: 'logo.svg', type: 'image/svg+xml' },
      { file: SVG_IMAGE, filename: 'logo.jpg', type: 'image/jpeg' },
      { file: Buffer.from('just text'), filename: 'notes.gif', type: 'image/gif' },
      { file: SHELL_SCRIPT, filename: 'holiday.png', type: 'image/png' },
      { file: Buffer.from('alert(document.cookie)'), filename: 'track.mp3', type: 'audio/mpeg' },
      { file: HTML_PAGE, filename: 'movie.mp4', type: 'video/mp4' },
      { file: Buffer.alloc(0), filename: 'empty.png', type: 'image/png' },
    ];
    for (const part of cases) {
      const response = await upload(t.app, [{ name: 'file', ...part }], { cookie });
      expect(response.statusCode, part.filename).toBe(415);
      expect(response.json()).toEqual({
        success: false,
        error: UNSUPPORTED,
        message: UNSUPPORTED,
        code: 'UNSUPPORTED_MEDIA',
      });
    }
    expect(await store.files()).toEqual(files);
    const { rows } = await t.pool.query(
      "SELECT 1 FROM media WHERE original_name IN ('innocent.png', 'logo.svg', 'holiday.png', 'track.mp3', 'movie.mp4')",
    );
    expect(rows).toHaveLength(0);
  });

  it('is 400 without a file: no part, a text field named file, or a browser’s empty file input', async () => {
    const { cookie } = await register(t.app);
    const cases = [
      [{ name: 'title', value: 'No file' }],
      [{ name: 'file', value: 'not a file' }],
      [{ name: 'file', file: new Uint8Array(), filename: '', type: 'application/octet-stream' }],
      [{ name: 'picture', file: PNG_1X1, filename: 'wrong-field.png' }],
    ];
    for (const parts of cases) {
      const response = await upload(t.app, parts, { cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Choose a file to upload.', code: 'NO_FILE' });
    }
  });

  it('is 400 for two files', async () => {
    const { cookie } = await register(t.app);
    const files = await store.files();
    const response = await upload(
      t.app,
      [
        { name: 'file', file: PNG_1X1, filename: 'one.png' },
        { name: 'file', file: GIF_1X1, filename: 'two.gif' },
      ],
      { cookie },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Send one file at a time.' });
    expect(await store.files()).toEqual(files);
  });

  it('is 415 for a body that is not multipart, 400 for broken multipart', async () => {
    const { cookie } = await register(t.app);
    const json = await t.app.inject({ method: 'POST', url: '/api/media', headers: { cookie }, payload: {} });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ error: 'Send the file as multipart/form-data.' });

    // Bodies that end in the middle of a part (a client cut off, or a forged request).
    const head = '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n';
    for (const payload of [
      `${head}\x89PNG`,
      Buffer.concat([Buffer.from(head), pngOfSize(200_000)]),
      `${head}${'x'.repeat(100)}\r\n--xy`,
    ]) {
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/media',
        headers: { cookie, 'content-type': 'multipart/form-data; boundary=xyz' },
        payload,
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().code).toBe('INVALID_MULTIPART');
    }
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: { cookie, 'content-type': 'multipart/form-data' },
      payload: 'whatever',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect((await store.files()).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('is 401 signed out, and reads nothing', async () => {
    const files = await store.files();
    const response = await upload(t.app, [{ name: 'file', file: PNG_1X1, filename: 'a.png' }]);
    expect(response.statusCode).toBe(401);
    expect(await store.files()).toEqual(files);
  });

  it('is 403 from another origin (the app’s Origin check covers multipart too)', async () => {
    const { cookie } = await register(t.app);
    const files = await store.files();
    const response = await upload(t.app, [{ name: 'file', file: PNG_1X1, filename: 'a.png' }], {
      cookie,
      origin: 'https://evil.example',
      host: 'localhost:3000',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CROSS_ORIGIN' });
    expect(await store.files()).toEqual(files);
    const same = await upload(t.app, [{ name: 'file', file: PNG_1X1, filename: 'a.png' }], {
      cookie,
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
    });
    expect(same.statusCode).toBe(201);
  });

  it('accepts files larger than the JSON body limit (1 MB), up to the upload limit', async () => {
    const { cookie } = await register(t.app);
    const bytes = pngOfSize(1_500_000);
    const response = await upload(t.app, [{ name: 'file', file: bytes, filename: 'big.png' }], { cookie });
    expect(response.statusCode).toBe(201);
    expect(response.json().media.sizeBytes).toBe(1_500_000);
  });

  it('is 413 over the upload limit, and leaves nothing on disk', async () => {
    const { cookie } = await register(small.app);
    const response = await upload(small.app, [{ name: 'file', file: pngOfSize(1025), filename: 'big.png' }], {
      cookie,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      error: 'The file is too large: images and videos can be at most 1 KB.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    const huge = await upload(small.app, [{ name: 'file', file: pngOfSize(300_000), filename: 'huge.png' }], {
      cookie,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe('The file is too large: uploads can be at most 4 KB.');
    expect(await smallStore.files()).toEqual([]);
    const { rows } = await small.pool.query('SELECT 1 FROM media');
    expect(rows).toHaveLength(0);

    const exact = await upload(small.app, [{ name: 'file', file: pngOfSize(1024), filename: 'ok.png' }], {
      cookie,
    });
    expect(exact.statusCode).toBe(201);
    const { mediaId } = exact.json().media;
    expect(await smallStore.files()).toEqual([`${mediaId}.png`, `${mediaId}.thumb.webp`]);
  });

  it('takes audio up to its own, larger limit: stems are long and lossless', async () => {
    const { cookie } = await register(small.app);
    const stem = (bytes: number) => {
      const wav = wavFile({ seconds: (bytes - 44) / 16_000, level: tone(() => 0.5) });
      expect(wav.length).toBe(bytes);
      return wav;
    };
    const fits = await upload(small.app, [{ name: 'file', file: stem(4000), filename: 'stem.wav' }], {
      cookie,
    });
    expect(fits.statusCode).toBe(201);
    expect(fits.json().media).toMatchObject({ kind: 'audio', sizeBytes: 4000 });
    const over = await upload(small.app, [{ name: 'file', file: stem(4100), filename: 'long.wav' }], {
      cookie,
    });
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toBe('The file is too large: uploads can be at most 4 KB.');
  });
});
