/**
 * WAV files for the bounce (docs/design/music-tracks.md §6.9). The bounce renders in 10 s segments
 * and knows the song's length before it starts, so it writes the header first and each segment's
 * samples after it, as parts of one `Blob`: nothing is held but the segment being written.
 */

/** 16-bit integer PCM is what the bounce writes; 32-bit float keeps a mix that goes over 0 dBFS. */
export type WavSampleFormat = 'pcm16' | 'float32';

export interface WavSpec {
  sampleRate: number;
  /** 1 or 2: more would need WAVE_FORMAT_EXTENSIBLE's speaker mask, which a stereo bounce never does. */
  channels: number;
  format: WavSampleFormat;
}

const PCM = 1;
const IEEE_FLOAT = 3;
/** RIFF sizes are 32-bit: past this a file would need RF64 (30 minutes of 48 kHz stereo float is 691 MB). */
const MAX_RIFF_BYTES = 0xffff_ffff;

function bytesPerSample(format: WavSampleFormat): number {
  return format === 'pcm16' ? 2 : 4;
}

function checkSpec(spec: WavSpec): void {
  if (spec.channels !== 1 && spec.channels !== 2) throw new RangeError(`A WAV of ${spec.channels} channels`);
  if (!Number.isInteger(spec.sampleRate) || spec.sampleRate <= 0)
    throw new RangeError(`Not a sample rate: ${spec.sampleRate}`);
}

function writeAscii(view: DataView, at: number, text: string): void {
  for (let i = 0; i < text.length; i++) view.setUint8(at + i, text.charCodeAt(i));
}

/**
 * What a WAV says about itself in its `LIST`/`INFO` chunk (the RIFF tags every DAW and tag editor
 * reads): the song's name, who made it, their credits, when, and with what.
 */
export interface WavInfo {
  /** INAM: the title. */
  title?: string;
  /** IART: the artists — the credited people, comma-separated. */
  artist?: string;
  /** ICMT: a comment — the credits, one "role: person" per line. */
  comment?: string;
  /** ICRD: the date it was made, YYYY-MM-DD. */
  date?: string;
  /** ISFT: the software. */
  software?: string;
}

const INFO_TAGS: ReadonlyArray<[keyof WavInfo, string]> = [
  ['title', 'INAM'],
  ['artist', 'IART'],
  ['comment', 'ICMT'],
  ['date', 'ICRD'],
  ['software', 'ISFT'],
];
/** A tag longer than this is cut: INFO is for a few lines, not a document. */
const INFO_TEXT_MAX_BYTES = 4096;

/**
 * The `LIST` chunk of `info` (empty when it says nothing): each tag its four letters, its size, its
 * text as UTF-8 with a terminating NUL, padded to an even length as RIFF requires.
 */
export function infoChunk(info: WavInfo | undefined): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const tags = INFO_TAGS.flatMap(([key, id]) => {
    const text = info?.[key]?.trim();
    if (!text) return [];
    const bytes = encoder.encode(text).slice(0, INFO_TEXT_MAX_BYTES);
    return [{ id, bytes }];
  });
  if (tags.length === 0) return new Uint8Array(0);
  const padded = (length: number) => length + (length % 2);
  const size = 4 + tags.reduce((sum, tag) => sum + 8 + padded(tag.bytes.length + 1), 0);
  const chunk = new Uint8Array(8 + size);
  const view = new DataView(chunk.buffer);
  writeAscii(view, 0, 'LIST');
  view.setUint32(4, size, true);
  writeAscii(view, 8, 'INFO');
  let at = 12;
  for (const tag of tags) {
    writeAscii(view, at, tag.id);
    view.setUint32(at + 4, tag.bytes.length + 1, true);
    chunk.set(tag.bytes, at + 8);
    at += 8 + padded(tag.bytes.length + 1);
  }
  return chunk;
}

/**
 * The header of a WAV of `frames` frames: 44 bytes for PCM; for float, an 18-byte `fmt ` and the
 * `fact` chunk that every non-PCM WAV must carry (libsndfile and most DAWs write both); with `info`,
 * its `LIST`/`INFO` chunk before the samples.
 */
export function wavHeader(spec: WavSpec, frames: number, info?: WavInfo): Uint8Array<ArrayBuffer> {
  checkSpec(spec);
  const list = infoChunk(info);
  const float = spec.format === 'float32';
  const sampleBytes = bytesPerSample(spec.format);
  const dataBytes = frames * spec.channels * sampleBytes;
  const fmtBytes = float ? 18 : 16;
  const factBytes = float ? 12 : 0;
  const headerBytes = 12 + 8 + fmtBytes + factBytes + list.length + 8;
  const riffBytes = headerBytes - 8 + dataBytes;
  if (!Number.isInteger(frames) || frames < 0 || riffBytes > MAX_RIFF_BYTES)
    throw new RangeError(`A WAV of ${frames} frames`);

  const header = new Uint8Array(headerBytes);
  const view = new DataView(header.buffer);
  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, riffBytes, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, fmtBytes, true);
  view.setUint16(20, float ? IEEE_FLOAT : PCM, true);
  view.setUint16(22, spec.channels, true);
  view.setUint32(24, spec.sampleRate, true);
  view.setUint32(28, spec.sampleRate * spec.channels * sampleBytes, true);
  view.setUint16(32, spec.channels * sampleBytes, true);
  view.setUint16(34, sampleBytes * 8, true);
  let at = 36;
  if (float) {
    view.setUint16(at, 0, true); // cbSize: no extension
    writeAscii(view, at + 2, 'fact');
    view.setUint32(at + 6, 4, true);
    view.setUint32(at + 10, frames, true);
    at += 14;
  }
  header.set(list, at);
  at += list.length;
  writeAscii(view, at, 'data');
  view.setUint32(at + 4, dataBytes, true);
  return header;
}

/**
 * A sample as 16 bits: scaled by 32,768 and clamped to 32,767, the inverse of every reader's
 * `/ 32768` (ours and the server's), so a sample written and read back moves by half an LSB at
 * most; full scale +1 clips by one LSB. Rounded, not dithered: the bounce is a reference mix
 * (§6.9's check is 2 LSB), not a master. NaN is silence.
 */
export function toPcm16(sample: number): number {
  const scaled = Math.round(sample * 32_768);
  if (scaled > 32_767) return 32_767;
  if (scaled < -32_768) return -32_768;
  return scaled || 0;
}

/** Planar channels as the WAV's interleaved sample bytes: one segment of the bounce, after the header. */
export function wavSamples(spec: WavSpec, channels: readonly Float32Array[]): Uint8Array<ArrayBuffer> {
  checkSpec(spec);
  if (channels.length !== spec.channels)
    throw new RangeError(`${channels.length} channels for a ${spec.channels}-channel WAV`);
  const frames = channels[0]?.length ?? 0;
  if (channels.some((channel) => channel.length !== frames))
    throw new RangeError('Channels of different lengths');
  const sampleBytes = bytesPerSample(spec.format);
  const bytes = new Uint8Array(frames * spec.channels * sampleBytes);
  const view = new DataView(bytes.buffer);
  for (let c = 0; c < spec.channels; c++) {
    const channel = channels[c] as Float32Array;
    let at = c * sampleBytes;
    const step = spec.channels * sampleBytes;
    if (spec.format === 'pcm16') {
      for (let i = 0; i < frames; i++, at += step) view.setInt16(at, toPcm16(channel[i] as number), true);
    } else {
      for (let i = 0; i < frames; i++, at += step) view.setFloat32(at, channel[i] as number, true);
    }
  }
  return bytes;
}

/** A whole WAV in one piece, for audio short enough to hold twice. */
export function writeWav(
  spec: WavSpec,
  channels: readonly Float32Array[],
  info?: WavInfo,
): Uint8Array<ArrayBuffer> {
  const samples = wavSamples(spec, channels);
  const header = wavHeader(spec, channels[0]?.length ?? 0, info);
  const file = new Uint8Array(header.length + samples.length);
  file.set(header);
  file.set(samples, header.length);
  return file;
}
