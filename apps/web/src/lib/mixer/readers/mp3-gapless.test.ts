import { describe, expect, it } from 'vitest';
import { id3v2Length, MP3_DECODER_DELAY, mp3StartTrim, readMp3Gapless } from './mp3-gapless';

/**
 * The first frame (216 bytes) of the server's `test/fixtures/media/tone.mp3`: one second of 8 kHz
 * mono made by ffmpeg's libmp3lame (MPEG-2.5 layer III, an Info frame with ffmpeg's LAME tag:
 * 16 frames, delay 576, padding 640).
 */
const TONE_FIRST_FRAME = Uint8Array.from(
  atob(
    '/+M4wAAAAAAAAAAAAEluZm8AAAAPAAAAEAAABVgANTU1NTU1Q0NDQ0NDUFBQUFBQXl5eXl5ea2tra2tra3l5eXl5eYaGhoaGhpSUlJSUlKGhoaGhoaGvr6+vr6+8vLy8vLzKysrKysrX19fX19fX5eXl5eXl8vLy8vLy////////AAAAAExhdmM1OS4zNwAAAAAAAAAAAAAAACQCgAAAAAAAAAVYz4zLrgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  ),
  (ch) => ch.charCodeAt(0),
);

interface TagPlan {
  /** The frame header's four bytes. */
  header: [number, number, number, number];
  /** Bytes of side information between the header and the tag. */
  sideInfo: number;
  id?: 'Info' | 'Xing';
  flags: number;
  frames?: number;
  encoder?: string;
  delay: number;
  padding: number;
}

/** A first frame with a LAME tag, laid out as LAME's VbrTag.c writes it. */
function tagFrame(plan: TagPlan): Uint8Array {
  const bytes: number[] = [...plan.header, ...new Array<number>(plan.sideInfo).fill(0)];
  const text = (value: string) => bytes.push(...[...value].map((ch) => ch.charCodeAt(0)));
  const u32 = (value: number) =>
    bytes.push(value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff);
  text(plan.id ?? 'Info');
  u32(plan.flags);
  if (plan.flags & 1) u32(plan.frames ?? 0);
  if (plan.flags & 2) u32(123_456);
  if (plan.flags & 4) bytes.push(...Array.from({ length: 100 }, (_, i) => Math.floor(i * 2.55)));
  if (plan.flags & 8) u32(57);
  text((plan.encoder ?? 'LAME3.100').padEnd(9, '\0').slice(0, 9));
  bytes.push(0x24, 0x7f, 1, 2, 3, 4, 5, 6, 7, 8, 0x01, 0xc0); // revision … bitrate: other fields
  bytes.push(plan.delay >> 4, ((plan.delay & 0x0f) << 4) | (plan.padding >> 8), plan.padding & 0xff);
  bytes.push(...new Array<number>(200).fill(0));
  return Uint8Array.from(bytes);
}

/** An ID3v2.3 tag of `size` bytes after its header (a syncsafe size), with a footer when asked. */
function id3Tag(size: number, footer = false): Uint8Array {
  const tag = new Uint8Array(10 + size + (footer ? 10 : 0));
  tag.set([0x49, 0x44, 0x33, footer ? 4 : 3, 0, footer ? 0x10 : 0]);
  tag.set([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f], 6);
  return tag;
}

function joined(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const MPEG1_STEREO_44K: TagPlan['header'] = [0xff, 0xfb, 0x90, 0x00];
const MPEG1_MONO_48K: TagPlan['header'] = [0xff, 0xfb, 0x94, 0xc0];
const MPEG2_MONO_24K: TagPlan['header'] = [0xff, 0xf3, 0x84, 0xc0];

describe('readMp3Gapless', () => {
  it("reads ffmpeg's LAME tag from a real first frame: delay 576, padding 640, one second", () => {
    const gapless = readMp3Gapless(TONE_FIRST_FRAME);
    expect(gapless).toEqual({
      sampleRate: 8_000,
      samplesPerFrame: 576,
      encoderDelay: 576,
      padding: 640,
      lengthFrames: 8_000,
    });
    expect(mp3StartTrim(gapless)).toBe(1_105);
  });

  it('finds the frame behind ID3v2 tags, cover art and all', () => {
    const file = joined(id3Tag(3_000), id3Tag(20, true), TONE_FIRST_FRAME);
    expect(id3v2Length(file)).toBe(3_010 + 40);
    expect(readMp3Gapless(file)?.encoderDelay).toBe(576);
    expect(id3v2Length(TONE_FIRST_FRAME)).toBe(0);
  });

  it('reads an MPEG-1 stereo Info frame that counts its frames', () => {
    const frame = tagFrame({
      header: MPEG1_STEREO_44K,
      sideInfo: 32,
      flags: 1,
      frames: 100,
      delay: 576,
      padding: 1_234,
    });
    expect(readMp3Gapless(frame)).toEqual({
      sampleRate: 44_100,
      samplesPerFrame: 1_152,
      encoderDelay: 576,
      padding: 1_234,
      lengthFrames: 100 * 1_152 - 576 - 1_234,
    });
  });

  it('reads a VBR Xing frame with every optional field, from ffmpeg', () => {
    const frame = tagFrame({
      header: MPEG1_MONO_48K,
      sideInfo: 17,
      id: 'Xing',
      flags: 15,
      frames: 7_500,
      encoder: 'Lavf59.27',
      delay: 1_105,
      padding: 3,
    });
    expect(readMp3Gapless(frame)).toMatchObject({ sampleRate: 48_000, encoderDelay: 1_105, padding: 3 });
  });

  it('reads MPEG-2 frames of 576 samples', () => {
    const frame = tagFrame({
      header: MPEG2_MONO_24K,
      sideInfo: 9,
      flags: 1,
      frames: 10,
      delay: 576,
      padding: 100,
    });
    expect(readMp3Gapless(frame)).toEqual({
      sampleRate: 24_000,
      samplesPerFrame: 576,
      encoderDelay: 576,
      padding: 100,
      lengthFrames: 5_760 - 676,
    });
  });

  it('splits the 24-bit field into two 12-bit numbers', () => {
    for (const [delay, padding] of [
      [0x123, 0x456],
      [4_095, 4_095],
      [0, 1],
      [1, 0],
    ] as const) {
      const frame = tagFrame({ header: MPEG1_STEREO_44K, sideInfo: 32, flags: 0, delay, padding });
      expect(readMp3Gapless(frame)).toMatchObject({ encoderDelay: delay, padding, lengthFrames: null });
    }
  });

  it('skips stray bytes and false syncs before the first frame', () => {
    const stray = Uint8Array.of(0, 0, 0xff, 0x00, 0xff, 0xfd, 0x90, 0x00, 7); // 0xfffd: layer II
    const frame = tagFrame({ header: MPEG1_STEREO_44K, sideInfo: 32, flags: 0, delay: 576, padding: 9 });
    expect(readMp3Gapless(joined(stray, frame))?.padding).toBe(9);
  });

  it('answers null without a LAME tag, and the decoder delay alone is trimmed', () => {
    const audioFrame = joined(Uint8Array.from(MPEG1_STEREO_44K), new Uint8Array(413));
    expect(readMp3Gapless(audioFrame)).toBeNull();
    expect(mp3StartTrim(null)).toBe(MP3_DECODER_DELAY);
    const xingOnly = tagFrame({
      header: MPEG1_STEREO_44K,
      sideInfo: 32,
      flags: 1,
      encoder: 'Xing',
      delay: 576,
      padding: 9,
    });
    expect(readMp3Gapless(xingOnly)).toBeNull();
  });

  it('answers null for bytes that end before the delay field, and for what is not an MP3', () => {
    expect(readMp3Gapless(TONE_FIRST_FRAME.subarray(0, 0x9b))).toBeNull();
    expect(readMp3Gapless(TONE_FIRST_FRAME.subarray(0, 0x9d))?.padding).toBe(640);
    expect(readMp3Gapless(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(readMp3Gapless(id3Tag(100))).toBeNull();
    expect(readMp3Gapless(new Uint8Array(0))).toBeNull();
  });
});
