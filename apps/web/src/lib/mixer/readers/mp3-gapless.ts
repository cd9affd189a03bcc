/**
 * Gapless MP3 (docs/design/music-tracks.md §6.2 "Gapless"): an encoder puts silence before the
 * music (its delay) and after it (padding, to fill the last frame), and the decoder adds its own
 * delay on top. LAME writes both of its numbers in the tag it leaves in the first frame (the
 * Xing/Info frame, which holds no audio). mediabunny does not apply them, so every MP3 stem would
 * sound 1,105 frames late (576 + 529, measured); the reader drops `mp3StartTrim` frames first and
 * stops after `lengthFrames`.
 */

/**
 * Frames a layer III decoder outputs before the first encoded sample (528 + 1, as mpg123 and
 * ffmpeg count it): measured 0.00 ms against the WAV originals with 576 + 529.
 */
export const MP3_DECODER_DELAY = 529;

export interface Mp3Gapless {
  sampleRate: number;
  /** Frames per MP3 frame: 1,152 for MPEG-1, 576 for MPEG-2 and 2.5. */
  samplesPerFrame: number;
  /** Silence the encoder put before the music. */
  encoderDelay: number;
  /** Silence the encoder put after it. */
  padding: number;
  /** The music's length in frames (at the file's own rate), when the Xing/Info header counts the file's frames. */
  lengthFrames: number | null;
}

/**
 * Bytes of ID3v2 tags at the start of `bytes`, back to back (some taggers write two), 0 without:
 * cover art makes them far longer than the 4 KB read for the tag, so the reader skips them first.
 */
export function id3v2Length(bytes: Uint8Array): number {
  let at = 0;
  while (
    bytes[at] === 0x49 &&
    bytes[at + 1] === 0x44 &&
    bytes[at + 2] === 0x33 &&
    (bytes[at + 3] ?? 0xff) < 0xff &&
    [6, 7, 8, 9].every((i) => (bytes[at + i] ?? 0x80) < 0x80)
  ) {
    const size = [6, 7, 8, 9].reduce((sum, i) => sum * 128 + (bytes[at + i] ?? 0), 0);
    const footer = ((bytes[at + 5] ?? 0) & 0x10) !== 0 ? 10 : 0;
    at += 10 + size + footer;
  }
  return at;
}

interface FrameHeader {
  sampleRate: number;
  samplesPerFrame: number;
  /** Where the Xing/Info tag would start, counted from the frame's first byte. */
  tagOffset: number;
}

const MPEG1_RATES = [44_100, 48_000, 32_000];

/** A layer III frame header at `at`, or null (MP3 is layer III only; layers I and II never carry a LAME tag). */
function frameHeader(bytes: Uint8Array, at: number): FrameHeader | null {
  const b1 = bytes[at + 1] ?? 0;
  const b2 = bytes[at + 2] ?? 0;
  const b3 = bytes[at + 3] ?? 0;
  if (bytes[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3; // 0: MPEG-2.5, 2: MPEG-2, 3: MPEG-1
  const layer = (b1 >> 1) & 3; // 1: layer III
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
    return null;
  const mpeg1 = version === 3;
  const mono = b3 >> 6 === 3;
  // The tag follows the side information; LAME writes that frame without a CRC, and so do readers
  // (LAME's own GetVbrTag, ffmpeg) look for it there.
  const sideInfo = mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17;
  const rate = (MPEG1_RATES[rateIndex] as number) / (mpeg1 ? 1 : version === 2 ? 2 : 4);
  return { sampleRate: rate, samplesPerFrame: mpeg1 ? 1152 : 576, tagOffset: 4 + sideInfo };
}

/** The first layer III frame header at or after `from`: past any stray bytes a tagger left. */
function firstFrame(bytes: Uint8Array, from: number): { at: number; header: FrameHeader } | null {
  for (let at = from; at + 4 <= bytes.length; at++) {
    const header = frameHeader(bytes, at);
    if (header) return { at, header };
  }
  return null;
}

const XING_FRAMES = 1;
const XING_BYTES = 2;
const XING_TOC = 4;
const XING_QUALITY = 8;
/** The encoders whose LAME-style tag carries delay and padding: LAME, and ffmpeg's muxer (as ffmpeg trusts them). */
const LAME_TAG_ENCODERS = ['LAME', 'Lavf', 'Lavc'];
/** From the LAME tag's start to its 24-bit delay/padding field (encoder string 9, then 12 bytes of other fields). */
const DELAY_FIELD = 21;

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/**
 * The gapless numbers of the first frame's LAME tag, from the first bytes of the file (ID3v2 tags
 * skipped), or null: no Xing/Info frame, a tag of another encoder, or bytes that end before it.
 */
export function readMp3Gapless(bytes: Uint8Array): Mp3Gapless | null {
  const first = firstFrame(bytes, id3v2Length(bytes));
  if (!first) return null;
  const { header } = first;
  let tag = first.at + header.tagOffset;
  const id = ascii(bytes, tag, 4);
  if (id !== 'Xing' && id !== 'Info') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (tag + 8 > bytes.length) return null;
  const flags = view.getUint32(tag + 4, false);
  tag += 8;
  let frames: number | null = null;
  if (flags & XING_FRAMES) {
    if (tag + 4 > bytes.length) return null;
    frames = view.getUint32(tag, false);
    tag += 4;
  }
  if (flags & XING_BYTES) tag += 4;
  if (flags & XING_TOC) tag += 100;
  if (flags & XING_QUALITY) tag += 4;
  if (tag + DELAY_FIELD + 3 > bytes.length) return null;
  if (!LAME_TAG_ENCODERS.includes(ascii(bytes, tag, 4))) return null;
  const field = tag + DELAY_FIELD;
  const b0 = bytes[field] ?? 0;
  const b1 = bytes[field + 1] ?? 0;
  const b2 = bytes[field + 2] ?? 0;
  const encoderDelay = (b0 << 4) | (b1 >> 4);
  const padding = ((b1 & 0x0f) << 8) | b2;
  const total = frames === null ? null : frames * header.samplesPerFrame - encoderDelay - padding;
  return {
    sampleRate: header.sampleRate,
    samplesPerFrame: header.samplesPerFrame,
    encoderDelay,
    padding,
    lengthFrames: total !== null && total >= 0 ? total : null,
  };
}

/**
 * Frames the reader drops from the decoder's output before the song's first sample: the encoder's
 * delay and the decoder's own. Without a LAME tag the encoder's delay is unknown and only the
 * decoder's is dropped — what ffmpeg does with such files.
 */
export function mp3StartTrim(gapless: Mp3Gapless | null): number {
  return (gapless?.encoderDelay ?? 0) + MP3_DECODER_DELAY;
}
