import { WAVEFORM_BARS } from '@create-together/contract';
import { decodedChannels } from './audio-decoders';
import { peakReducer } from './audio-summary';
import type { StoredExtension } from './sniff';
import { wavChannels } from './wav-pcm';

/**
 * The waveform summary of an audio file: WAVEFORM_BARS peak levels, 0–100, relative to the file's
 * loudest bar (as players draw them: a quiet recording still shows its shape). Samples are reduced
 * as they are decoded and never kept.
 */

/**
 * Input read per step, small enough that one step blocks the event loop briefly (≈ 5–20 ms): 4 KB
 * of a coded file is 0.1 s of 320 kb/s MP3 and 5 s of 6 kb/s Opus; 64 KB of WAV is 0.4 s of CD audio.
 */
const CODED_CHUNK_BYTES = 4 * 1024;
const WAV_CHUNK_BYTES = 64 * 1024;

/** The bars' reducer lives with the fine peaks' (one decoding pass will feed both). */
export { peakReducer };

/**
 * Decodes a stored audio file and reduces it to its waveform; null when its coding cannot be
 * decoded here (AAC, WebM, Matroska), it holds no samples, or decoding takes longer than `budgetMs`
 * (it is then stopped).
 */
export async function computeWaveform(
  path: string,
  ext: StoredExtension,
  budgetMs: number,
): Promise<number[] | null> {
  const source =
    ext === 'wav' ? wavChannels(path, WAV_CHUNK_BYTES) : decodedChannels(path, ext, CODED_CHUNK_BYTES);
  const stopAt = Date.now() + budgetMs;
  const peaks = peakReducer();
  for await (const channels of source) {
    peaks.add(channels);
    if (Date.now() > stopAt) return null; // leaving the loop closes the file and frees the decoder
  }
  return peaks.bars(WAVEFORM_BARS);
}
