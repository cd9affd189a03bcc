import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { fixture, tone, wavFile } from '../../../test/kits/media-audio';
import { useMediaStore } from '../../../test/kits/media-store';
import { upload } from '../../../test/kits/media-upload';
import { decodeDat } from './audio-summary';

const store = useMediaStore();
const t = useTestApp(() => ({ ...store.config(), mediaUploadLimit: { max: 1000, windowMs: 60_000 } }));

let owner: string;
let other: string;
beforeAll(async () => {
  owner = (await register(t.app)).cookie;
  other = (await register(t.app)).cookie;
});

interface Uploaded {
  mediaId: string;
  url: string;
  peaksUrl: string | null;
  waveform: number[] | null;
}

async function uploaded(bytes: Buffer, filename: string, visibility: 'public' | 'private' = 'private') {
  const response = await upload(
    t.app,
    [
      { name: 'file', file: bytes, filename },
      { name: 'visibility', value: visibility },
    ],
    { cookie: owner },
  );
  expect(response.statusCode, filename).toBe(201);
  return response.json().media as Uploaded;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('peaks fine enough to zoom to a bar', () => {
  it('are computed at upload, in the same pass as the bars: 200 min/max pairs a second at the file’s own rate', async () => {
    // Three seconds at 44.1 kHz, silent for the first second, then a loud tone.
    const media = await uploaded(
      wavFile({ seconds: 3, sampleRate: 44_100, channels: 2, level: tone((time) => (time < 1 ? 0 : 0.9)) }),
      'swell.wav',
    );
    expect(media.peaksUrl).toBe(`/media/${media.mediaId}.peaks`);
    expect(media.waveform).toHaveLength(120);
    expect(await store.files()).toEqual(
      expect.arrayContaining([`${media.mediaId}.peaks`, `${media.mediaId}.peaks.gz`]),
    );

    const response = await get(media.peaksUrl ?? '', { cookie: owner });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.etag).toBe(`"${media.mediaId}.peaks"`);
    expect(response.headers.vary).toBe('accept-encoding');
    const peaks = decodeDat(response.rawPayload);
    expect(peaks.sampleRate).toBe(44_100);
    expect(peaks.samplesPerPixel).toBe(221);
    expect(peaks.data.length).toBe(2 * Math.ceil((3 * 44_100) / 221));
    // The first second is silence, the rest nearly full scale.
    expect(Math.max(...peaks.data.subarray(0, 2 * 190).map(Math.abs))).toBe(0);
    expect(Math.max(...peaks.data.subarray(2 * 220))).toBeGreaterThan(100);
    expect(Math.min(...peaks.data.subarray(2 * 220))).toBeLessThan(-100);
  });

  it('go gzipped to a client that takes gzip, whole, with their own ETag', async () => {
    const media = await uploaded(wavFile({ seconds: 2, level: tone(() => 0.5) }), 'tone.wav', 'public');
    const plain = await get(media.peaksUrl ?? '');
    const zipped = await get(media.peaksUrl ?? '', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['accept-ranges']).toBe('none');
    expect(zipped.headers.etag).toBe(`"${media.mediaId}.peaks.gz"`);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    // Refused gzip: the plain bytes.
    const refused = await get(media.peaksUrl ?? '', { 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    // A public file's peaks never change: cached for good.
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(
      (await get(media.peaksUrl ?? '', { 'if-none-match': `"${media.mediaId}.peaks"` })).statusCode,
    ).toBe(304);
  });

  it('are private with their file: the same 404 as an unknown name to anyone else', async () => {
    const media = await uploaded(wavFile({ seconds: 1, level: tone(() => 0.5) }), 'secret.wav');
    const url = media.peaksUrl ?? '';
    expect((await get(url, { cookie: owner })).headers['cache-control']).toBe('private, no-cache');
    const others = await get(url, { cookie: other });
    const unknown = await get('/media/00000000-0000-4000-8000-000000000000.peaks', { cookie: other });
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual(unknown.json());
    expect((await get(url)).statusCode).toBe(404);
  });

  it('are made for every coding the server decodes, and are absent for AAC, WebM and anything not audio', async () => {
    for (const name of ['tone.mp3', 'tone.ogg', 'tone.opus', 'tone.flac']) {
      const media = await uploaded(fixture(name), name);
      expect(media.peaksUrl, name).toBe(`/media/${media.mediaId}.peaks`);
      const peaks = decodeDat((await get(media.peaksUrl ?? '', { cookie: owner })).rawPayload);
      // About one second of audio, 200 pairs a second.
      expect(peaks.data.length / 2, name).toBeGreaterThan(190);
      expect(peaks.data.length / 2, name).toBeLessThan(240);
    }
    for (const name of ['tone.m4a', 'tone.webm', 'clip.mp4']) {
      const media = await uploaded(fixture(name), name);
      expect(media.peaksUrl, name).toBeNull();
      expect((await get(`/media/${media.mediaId}.peaks`, { cookie: owner })).statusCode, name).toBe(404);
    }
  });

  it('are deleted with their file', async () => {
    const media = await uploaded(wavFile({ seconds: 1, level: tone(() => 0.5) }), 'gone.wav');
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${media.mediaId}`,
      headers: { cookie: owner },
    });
    expect(response.statusCode).toBe(200);
    expect((await store.files()).filter((name) => name.startsWith(media.mediaId))).toEqual([]);
  });
});
