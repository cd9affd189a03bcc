/**
 * The decode worker's WAV reader (docs/design/music-tracks.md §6.2 "Readers"): the `fmt `/`data`
 * walk of the server's `modules/media/wav-pcm.ts`, over bytes fetched with range requests. A WAV
 * seek is arithmetic, so the worker asks for one second of bytes at a time and converts them to
 * planar f32 straight into a pooled block; a generic demuxer read far larger ranges (§0.3).
 */

export interface WavLayout {
  sampleRate: number;
  channels: number;
  /** The container's bits (a 24-bit recording in 32-bit words reads as 32-bit: its samples are left-justified). */
  bitsPerSample: number;
  float: boolean;
  /** Bytes per frame, from channels and bits rather than the header's `blockAlign`, which some writers get wrong. */
  frameBytes: number;
  dataOffset: number;
  dataBytes: number;
  frames: number;
}

/** The walk's answer: a layout, the file's first `bytes` bytes to go on, or why the file cannot be read. */
export type WavHeader =
  | { kind: 'layout'; layout: WavLayout }
  | { kind: 'more'; bytes: number }
  | { kind: 'unsupported'; reason: string };

const PCM = 1;
const IEEE_FLOAT = 3;
const EXTENSIBLE = 0xfffe;
/** How many chunk headers are looked through before giving up on finding `data` (as the server). */
const MAX_CHUNKS = 64;
const MAX_CHANNELS = 32;
/** Enough to hold any `fmt ` we read (40 bytes for WAVE_FORMAT_EXTENSIBLE) and the next chunk's header. */
const FMT_READ_BYTES = 64;

function ascii(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);
}

type WavCoding = Pick<WavLayout, 'sampleRate' | 'channels' | 'bitsPerSample' | 'float' | 'frameBytes'>;

/** The coding of a `fmt ` chunk, or why it is not plain PCM or float. */
function parseFmt(view: DataView, at: number, size: number): WavCoding | string {
  if (size < 16) return 'a fmt chunk shorter than 16 bytes';
  let coding = view.getUint16(at, true);
  // WAVE_FORMAT_EXTENSIBLE names the coding in the first two bytes of its sub-format GUID.
  if (coding === EXTENSIBLE && size >= 26) coding = view.getUint16(at + 24, true);
  const channels = view.getUint16(at + 2, true);
  const sampleRate = view.getUint32(at + 4, true);
  const bitsPerSample = view.getUint16(at + 14, true);
  const float = coding === IEEE_FLOAT && (bitsPerSample === 32 || bitsPerSample === 64);
  const integer = coding === PCM && [8, 16, 24, 32].includes(bitsPerSample);
  if (!float && !integer) return `coding ${coding} at ${bitsPerSample} bits`;
  if (channels === 0 || channels > MAX_CHANNELS) return `${channels} channels`;
  if (sampleRate === 0) return 'no sample rate';
  return { sampleRate, channels, bitsPerSample, float, frameBytes: (channels * bitsPerSample) / 8 };
}

/**
 * Walks the RIFF chunks of the file's first bytes to `fmt ` and `data`. `fileSize` (from the
 * range answer's `Content-Range`) bounds a `data` chunk whose size a recorder never came back to
 * write (0 or 0xFFFFFFFF: to the end) and one cut short by a failed upload. RF64 and big-endian
 * RIFX are not read: uploads stop at 250 MB, far under RIFF's 4 GB.
 */
export function parseWavHeader(head: Uint8Array, fileSize: number): WavHeader {
  if (head.length < 12) return fileSize < 12 ? { kind: 'unsupported', reason: 'not a WAV file' } : more(12);
  if (ascii(head, 0) !== 'RIFF' || ascii(head, 8) !== 'WAVE')
    return { kind: 'unsupported', reason: 'not a WAV file' };
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  let coding: WavCoding | null = null;
  let at = 12;
  for (let i = 0; i < MAX_CHUNKS && at + 8 <= fileSize; i++) {
    if (at + 8 > head.length) return more(Math.min(fileSize, at + FMT_READ_BYTES));
    const id = ascii(head, at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ') {
      const needed = at + 8 + Math.min(size, 40);
      if (needed > fileSize) return { kind: 'unsupported', reason: 'a file cut short in its fmt chunk' };
      if (needed > head.length) return more(Math.min(fileSize, at + 8 + FMT_READ_BYTES));
      const parsed = parseFmt(view, at + 8, size);
      if (typeof parsed === 'string') return { kind: 'unsupported', reason: parsed };
      coding = parsed;
    } else if (id === 'data') {
      if (!coding) return { kind: 'unsupported', reason: 'data before fmt' };
      const dataOffset = at + 8;
      const declared = size === 0 || size === 0xffff_ffff ? Number.POSITIVE_INFINITY : size;
      const dataBytes = Math.max(0, Math.min(declared, fileSize - dataOffset));
      const frames = Math.floor(dataBytes / coding.frameBytes);
      return { kind: 'layout', layout: { ...coding, dataOffset, dataBytes, frames } };
    }
    at += 8 + size + (size % 2); // chunks are padded to an even length
  }
  return { kind: 'unsupported', reason: 'no data chunk' };
}

function more(bytes: number): WavHeader {
  return { kind: 'more', bytes };
}

/** The bytes `[start, end)` that hold frames `[fromFrame, fromFrame + frames)`, cut at the data's end. */
export function wavByteRange(
  layout: WavLayout,
  fromFrame: number,
  frames: number,
): { start: number; end: number } {
  const first = Math.max(0, Math.min(fromFrame, layout.frames));
  const last = Math.max(first, Math.min(fromFrame + frames, layout.frames));
  return {
    start: layout.dataOffset + first * layout.frameBytes,
    end: layout.dataOffset + last * layout.frameBytes,
  };
}

/** One sample of `view` at byte `at` as −1…1 (unsigned 8-bit is centred on 128), as the server reads it. */
function sampleReader(layout: WavLayout): (view: DataView, at: number) => number {
  if (layout.float)
    return layout.bitsPerSample === 32
      ? (v, at) => v.getFloat32(at, true)
      : (v, at) => v.getFloat64(at, true);
  switch (layout.bitsPerSample) {
    case 8:
      return (v, at) => (v.getUint8(at) - 128) / 128;
    case 16:
      return (v, at) => v.getInt16(at, true) / 32_768;
    case 24:
      return (v, at) => (v.getUint8(at) | (v.getUint8(at + 1) << 8) | (v.getInt8(at + 2) << 16)) / 8_388_608;
    default:
      return (v, at) => v.getInt32(at, true) / 2_147_483_648;
  }
}

/**
 * Decodes whole frames of `bytes` (a range from `wavByteRange`) into planar `into` from frame `at`,
 * as many as both hold; answers how many. A block with more channels than the file repeats its last
 * channel (a mono file into a stereo block), as a mixer's input would.
 */
export function decodeWavFrames(
  layout: WavLayout,
  bytes: Uint8Array,
  into: readonly Float32Array[],
  at = 0,
): number {
  const room = (into[0]?.length ?? 0) - at;
  const frames = Math.max(0, Math.min(Math.floor(bytes.length / layout.frameBytes), room));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const read = sampleReader(layout);
  const sampleBytes = layout.bitsPerSample / 8;
  for (let c = 0; c < into.length; c++) {
    const target = into[c] as Float32Array;
    const offset = Math.min(c, layout.channels - 1) * sampleBytes;
    for (let i = 0; i < frames; i++) target[at + i] = read(view, i * layout.frameBytes + offset);
  }
  return frames;
}

/** Every whole frame of `bytes` as new planar channels: for short reads, where no pooled block waits. */
export function wavToPlanar(layout: WavLayout, bytes: Uint8Array): Float32Array[] {
  const frames = Math.floor(bytes.length / layout.frameBytes);
  const channels = Array.from({ length: layout.channels }, () => new Float32Array(frames));
  decodeWavFrames(layout, bytes, channels);
  return channels;
}
