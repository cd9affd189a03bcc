import { decodedChannels } from './audio-decoders';
import { type AudioSummary, audioSummary } from './audio-summary';
import type { StoredExtension } from './sniff';
import { wavChannels } from './wav-pcm';

/**
 * Input read per step, small enough that one step blocks the event loop briefly (≈ 5–20 ms): 4 KB
 * of a coded file is 0.1 s of 320 kb/s MP3 and 5 s of 6 kb/s Opus; 64 KB of WAV is 0.4 s of CD audio.
 */
const CODED_CHUNK_BYTES = 4 * 1024;
const WAV_CHUNK_BYTES = 64 * 1024;

/**
 * Decodes a stored audio file once and reduces it to both of its summaries (the library's bars and
 * the mixer's peaks, audio-summary.ts); samples are reduced as they are decoded and never kept. Null
 * when its coding cannot be decoded here (AAC, WebM, Matroska) or decoding takes longer than
 * `budgetMs` (it is then stopped); a summary of nulls when it holds no samples.
 */
export async function summariseAudioFile(
  path: string,
  ext: StoredExtension,
  budgetMs: number,
): Promise<AudioSummary | null> {
  const source =
    ext === 'wav' ? wavChannels(path, WAV_CHUNK_BYTES) : decodedChannels(path, ext, CODED_CHUNK_BYTES);
  const stopAt = Date.now() + budgetMs;
  const summary = audioSummary();
  let decoded = false;
  for await (const { channels, sampleRate } of source) {
    decoded = true;
    summary.add(channels, sampleRate);
    if (Date.now() > stopAt) return null; // leaving the loop closes the file and frees the decoder
  }
  return decoded ? summary.result() : null;
}
