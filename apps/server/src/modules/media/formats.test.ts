import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helper';
import { fixture, tone, wavFile } from '../../../test/kits/media-audio';
import { useMediaStore } from '../../../test/kits/media-store';
import { upload } from '../../../test/kits/media-upload';

const store = useMediaStore();
const t = useTestApp(() => ({ ...store.config(), mediaUploadLimit: { max: 1000, windowMs: 60_000 } }));

let cookie: string;
beforeAll(async () => {
  cookie = (await register(t.app)).cookie;
});

async function uploaded(bytes: Buffer, filename: string, type = '') {
  const response = await upload(t.app, [{ name: 'file', file: bytes, filename, type }], { cookie });
  expect(response.statusCode, filename).toBe(201);
  return response.json().media;
}

/** Each bar no lower than the one before, give or take `slack` (lossy codecs wobble). */
const rising = (bars: number[], slack: number) =>
  bars.every((bar, i) => i === 0 || bar >= (bars[i - 1] ?? 0) - slack);

describe('POST /api/media: audio and video, by content', () => {
  it('accepts each audio and video format, named after its container, with its duration', async () => {
    const cases = [
      { name: 'tone.mp3', kind: 'audio', mimeType: 'audio/mpeg', ext: 'mp3' },
      { name: 'tone-id3.mp3', kind: 'audio', mimeType: 'audio/mpeg', ext: 'mp3' },
      { name: 'tone.ogg', kind: 'audio', mimeType: 'audio/ogg', ext: 'ogg' },
      { name: 'tone.opus', kind: 'audio', mimeType: 'audio/ogg', ext: 'opus' },
      { name: 'tone.flac', kind: 'audio', mimeType: 'audio/flac', ext: 'flac' },
      { name: 'tone.m4a', kind: 'audio', mimeType: 'audio/mp4', ext: 'm4a' },
      // An MP4 of sound alone is audio; a WebM with no picture track too.
      { name: 'tone-isom.mp4', kind: 'audio', mimeType: 'audio/mp4', ext: 'mp4' },
      { name: 'tone.webm', kind: 'audio', mimeType: 'audio/webm', ext: 'webm' },
      { name: 'clip.mp4', kind: 'video', mimeType: 'video/mp4', ext: 'mp4' },
      { name: 'clip.mov', kind: 'video', mimeType: 'video/quicktime', ext: 'mov' },
      { name: 'clip.webm', kind: 'video', mimeType: 'video/webm', ext: 'webm' },
      { name: 'clip.mkv', kind: 'video', mimeType: 'video/x-matroska', ext: 'mkv' },
    ];
    for (const { name, kind, mimeType, ext } of cases) {
      // Named and typed as something else: only the bytes count.
      const media = await uploaded(fixture(name), 'upload.bin', 'application/octet-stream');
      expect(media, name).toMatchObject({
        kind,
        mimeType,
        url: `/media/${media.mediaId}.${ext}`,
        thumbnailUrl: null,
      });
      expect(media.durationSeconds, name).toBeGreaterThan(0.95);
      expect(media.durationSeconds, name).toBeLessThan(1.2);
      if (kind === 'video') expect(media, name).toMatchObject({ width: 32, height: 24, waveform: null });
      else expect(media, name).toMatchObject({ width: null, height: null });
      expect((await store.read(`${media.mediaId}.${ext}`)).equals(fixture(name)), name).toBe(true);
    }
  });

  it('draws the waveform of every audio format it can decode; AAC and WebM have none', async () => {
    for (const name of ['tone.mp3', 'tone-id3.mp3', 'tone.ogg', 'tone.opus', 'tone.flac']) {
      const { waveform } = await uploaded(fixture(name), name);
      // The fixtures fade in from silence over their second.
      expect(waveform, name).toHaveLength(120);
      expect(waveform[0], name).toBeLessThan(10);
      expect(Math.max(...waveform), name).toBe(100);
      expect(waveform.at(-1), name).toBeGreaterThan(85);
      expect(rising(waveform, 8), name).toBe(true);
    }
    for (const name of ['tone.m4a', 'tone-isom.mp4', 'tone.webm']) {
      expect((await uploaded(fixture(name), name)).waveform, name).toBeNull();
    }
  });

  it('reads a WAV’s duration and waveform exactly', async () => {
    // Two seconds of stereo: silent for one, then full on the right channel only.
    const wav = wavFile({
      seconds: 2,
      channels: 2,
      level: (time, channel) => (time >= 1 && channel === 1 ? tone(() => 1)(time) : 0),
    });
    const media = await uploaded(wav, 'take.wav');
    expect(media).toMatchObject({ kind: 'audio', mimeType: 'audio/wav', durationSeconds: 2 });
    expect(media.url).toMatch(/\.wav$/);
    expect(media.waveform.slice(0, 60)).toEqual(Array(60).fill(0));
    expect(media.waveform.slice(60)).toEqual(Array(60).fill(100));

    const ramp = await uploaded(wavFile({ seconds: 1, level: tone((time) => time) }), 'ramp.wav');
    expect(rising(ramp.waveform, 1)).toBe(true);
    expect(ramp.waveform[0]).toBeLessThan(3);
    const silence = await uploaded(wavFile({ seconds: 0.5, level: () => 0 }), 'silence.wav');
    expect(silence.waveform).toEqual(Array(120).fill(0));
  });

  it('keeps a WAV it cannot summarise (not PCM), without a waveform', async () => {
    const wav = wavFile({ seconds: 0.1, level: () => 0 });
    wav.writeUInt16LE(2, 20); // Microsoft ADPCM
    const media = await uploaded(wav, 'adpcm.wav');
    expect(media).toMatchObject({ kind: 'audio', mimeType: 'audio/wav', waveform: null });
  });

  it('makes a WebP thumbnail at most 480 px wide, and records the image’s size', async () => {
    const photo = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const media = await uploaded(photo, 'wide.jpg');
    expect(media).toMatchObject({
      kind: 'image',
      width: 1200,
      height: 600,
      durationSeconds: null,
      waveform: null,
      thumbnailUrl: `/media/${media.mediaId}.thumb.webp`,
    });
    const thumbnail = await sharp(await store.read(`${media.mediaId}.thumb.webp`)).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 480, height: 240 });

    // Small images are not enlarged.
    const small = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const icon = await uploaded(small, 'icon.png');
    expect(icon).toMatchObject({ width: 40, height: 30 });
    expect(await sharp(await store.read(`${icon.mediaId}.thumb.webp`)).metadata()).toMatchObject({
      width: 40,
      height: 30,
    });
  });

  it('keeps an image that does not decode, without a thumbnail or size', async () => {
    // A PNG signature, then nothing that libvips can read.
    const broken = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(100, 7)]);
    const media = await uploaded(broken, 'broken.png');
    expect(media).toMatchObject({ kind: 'image', thumbnailUrl: null, width: null, height: null });
    expect(await store.files()).not.toContain(`${media.mediaId}.thumb.webp`);
  });
});
