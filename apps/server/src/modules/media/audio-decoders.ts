import { createReadStream } from 'node:fs';
import type { StoredExtension } from './sniff';

/**
 * Streaming WebAssembly decoders (the wasm-audio-decoders family: mpg123, libFLAC, libvorbis,
 * libopus), fed the file a chunk at a time: each call decodes only what that chunk completes, so
 * neither the file nor its samples are ever held whole. Each is imported when first needed, so a
 * server that never sees such a file never loads it.
 */
interface Decoded {
  channelData: Float32Array[];
  sampleRate: number;
}

/** Samples as they are decoded, one Float32Array per channel, at the rate the stream says. */
export interface DecodedChunk {
  channels: Float32Array[];
  sampleRate: number;
}

interface StreamDecoder {
  ready: Promise<void>;
  decode(chunk: Uint8Array): Decoded | Promise<Decoded>;
  /** Frames still buffered at the end of the input. */
  flush?: () => Promise<Decoded>;
  free(): void | Promise<void>;
}

const DECODERS: Partial<Record<StoredExtension, () => Promise<StreamDecoder>>> = {
  mp3: async () => new (await import('mpg123-decoder')).MPEGDecoder(),
  flac: async () => new (await import('@wasm-audio-decoders/flac')).FLACDecoder(),
  ogg: async () => new (await import('@wasm-audio-decoders/ogg-vorbis')).OggVorbisDecoder(),
  opus: async () => new (await import('ogg-opus-decoder')).OggOpusDecoder(),
};

/**
 * The file's samples, a chunk of input at a time, with their rate; nothing for other
 * extensions (AAC in MP4, WebM and Matroska have no decoder here). Corrupt frames are
 * skipped by the decoders (they report them, and go on). The decoder's memory is freed however the
 * caller stops reading.
 */
export async function* decodedChannels(
  path: string,
  ext: StoredExtension,
  chunkBytes: number,
): AsyncGenerator<DecodedChunk> {
  const create = DECODERS[ext];
  if (!create) return;
  const decoder = await create();
  const stream = createReadStream(path, { highWaterMark: chunkBytes });
  try {
    await decoder.ready;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const decoded = await decoder.decode(chunk);
      yield { channels: decoded.channelData, sampleRate: decoded.sampleRate };
    }
    if (decoder.flush) {
      const decoded = await decoder.flush();
      yield { channels: decoded.channelData, sampleRate: decoded.sampleRate };
    }
  } finally {
    stream.destroy();
    await decoder.free();
  }
}
