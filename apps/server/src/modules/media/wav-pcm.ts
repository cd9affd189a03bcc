import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { DecodedChunk } from './audio-decoders';

/**
 * A WAV file's samples, read straight from its `data` chunk: no decoder needed for PCM (8-, 16-,
 * 24-, 32-bit integers) or IEEE floats, which is what WAV files almost always hold. Other codings
 * (ADPCM, µ-law, MP3 in WAV) give no samples.
 */
interface WavFormat {
  channels: number;
  sampleRate: number;
  bytesPerSample: number;
  float: boolean;
  dataOffset: number;
  dataBytes: number;
}

const PCM = 1;
const IEEE_FLOAT = 3;
const EXTENSIBLE = 0xfffe;
/** How many chunk headers are looked through before giving up on finding `data`. */
const MAX_CHUNKS = 64;
/** More channels than a 22.2 surround mix is not a recording we summarise. */
const MAX_CHANNELS = 32;

/** The coding of a `fmt ` chunk, or null when it is not plain PCM or float. */
function parseFmt(fmt: Buffer): Omit<WavFormat, 'dataOffset' | 'dataBytes'> | null {
  if (fmt.length < 16) return null;
  let coding = fmt.readUInt16LE(0);
  // WAVE_FORMAT_EXTENSIBLE names the coding in the first two bytes of its sub-format GUID.
  if (coding === EXTENSIBLE && fmt.length >= 26) coding = fmt.readUInt16LE(24);
  const channels = fmt.readUInt16LE(2);
  const bits = fmt.readUInt16LE(14);
  const float = coding === IEEE_FLOAT && (bits === 32 || bits === 64);
  const integer = coding === PCM && [8, 16, 24, 32].includes(bits);
  return channels > 0 && channels <= MAX_CHANNELS && (float || integer)
    ? { channels, sampleRate: fmt.readUInt32LE(4), bytesPerSample: bits / 8, float }
    : null;
}

/** Walks the RIFF chunks to `fmt ` and `data`; reads headers only. */
async function readWavFormat(path: string): Promise<WavFormat | null> {
  const handle = await open(path, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const header = Buffer.alloc(8);
    let format: ReturnType<typeof parseFmt> = null;
    let at = 12; // after "RIFF", its size and "WAVE"
    for (let i = 0; i < MAX_CHUNKS && at + 8 <= fileSize; i++) {
      await handle.read(header, 0, 8, at);
      const id = header.toString('latin1', 0, 4);
      const size = header.readUInt32LE(4);
      if (id === 'fmt ') {
        const fmt = Buffer.alloc(Math.min(size, 64));
        await handle.read(fmt, 0, fmt.length, at + 8);
        format = parseFmt(fmt);
      } else if (id === 'data') {
        // A recorder that never came back to write the size leaves 0 or 0xFFFFFFFF: to the end.
        const dataBytes = Math.min(size === 0 ? Number.POSITIVE_INFINITY : size, fileSize - at - 8);
        return format && { ...format, dataOffset: at + 8, dataBytes };
      }
      at += 8 + size + (size % 2); // chunks are padded to an even length
    }
    return null;
  } finally {
    await handle.close();
  }
}

/** One sample as -1…1 (unsigned 8-bit is centred on 128). */
function sampleReader(format: WavFormat): (bytes: Buffer, at: number) => number {
  if (format.float)
    return format.bytesPerSample === 4 ? (b, at) => b.readFloatLE(at) : (b, at) => b.readDoubleLE(at);
  switch (format.bytesPerSample) {
    case 1:
      return (b, at) => ((b[at] ?? 128) - 128) / 128;
    case 2:
      return (b, at) => b.readInt16LE(at) / 32768;
    case 3:
      return (b, at) => b.readIntLE(at, 3) / 8388608;
    default:
      return (b, at) => b.readInt32LE(at) / 2147483648;
  }
}

/**
 * The file's samples, a chunk at a time, with their rate; nothing when the file is not
 * PCM or float WAV. A frame split across two reads is carried over to the next.
 */
export async function* wavChannels(path: string, chunkBytes: number): AsyncGenerator<DecodedChunk> {
  const format = await readWavFormat(path);
  if (!format || format.dataBytes <= 0) return;
  const read = sampleReader(format);
  const frameBytes = format.channels * format.bytesPerSample;
  const stream = createReadStream(path, {
    start: format.dataOffset,
    end: format.dataOffset + format.dataBytes - 1,
    highWaterMark: chunkBytes,
  });
  let carried: Buffer = Buffer.alloc(0);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const bytes = carried.length > 0 ? Buffer.concat([carried, chunk]) : chunk;
      const frames = Math.floor(bytes.length / frameBytes);
      const channels = Array.from({ length: format.channels }, () => new Float32Array(frames));
      for (let frame = 0; frame < frames; frame++) {
        for (let c = 0; c < format.channels; c++) {
          (channels[c] as Float32Array)[frame] = read(bytes, frame * frameBytes + c * format.bytesPerSample);
        }
      }
      carried = bytes.subarray(frames * frameBytes);
      yield { channels, sampleRate: format.sampleRate };
    }
  } finally {
    stream.destroy();
  }
}
