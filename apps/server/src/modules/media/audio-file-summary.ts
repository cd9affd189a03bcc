import type { AudioAnalysis } from '@create-together/contract';
import { audioAnalysis } from './analysis/audio-analysis';
import { decodedChannels } from './audio-decoders';
import { type AudioSummary, audioSummary } from './audio-summary';
import type { StoredExtension } from './sniff';
import { storedAnalysis } from './stored-analysis';
import { wavChannels } from './wav-pcm';

/**
 * Input read per step, small enough that one step blocks the event loop briefly (≈ 5–20 ms): 4 KB
 * of a coded file is 0.1 s of 320 kb/s MP3 and 5 s of 6 kb/s Opus; 64 KB of WAV is 0.4 s of CD audio.
 */
const CODED_CHUNK_BYTES = 4 * 1024;
const WAV_CHUNK_BYTES = 64 * 1024;

/** What one pass over an audio file leaves: its bars and peaks, and what was heard in it. */
export interface AudioFileSummary extends AudioSummary {
  /** Null when nothing was decoded. */
  analysis: AudioAnalysis | null;
}

/**
 * Decodes a stored audio file once and reduces it to its summaries — the library's bars and the
 * mixer's peaks (audio-summary.ts), tempo, key, loudness, true peak and clipping (analysis/);
 * samples are reduced as they are decoded and never kept. Null when its coding cannot be decoded
 * here (AAC, WebM, Matroska) or decoding takes longer than `budgetMs` (it is then stopped); a
 * summary of nulls when it holds no samples.
 */
export async function summariseAudioFile(
  path: string,
  ext: StoredExtension,
  budgetMs: number,
): Promise<AudioFileSummary | null> {
  const source =
    ext === 'wav' ? wavChannels(path, WAV_CHUNK_BYTES) : decodedChannels(path, ext, CODED_CHUNK_BYTES);
  const stopAt = Date.now() + budgetMs;
  const summary = audioSummary();
  const heard = audioAnalysis();
  let decoded = false;
  for await (const { channels, sampleRate } of source) {
    decoded = true;
    summary.add(channels, sampleRate);
    heard.add(channels, sampleRate);
    if (Date.now() > stopAt) return null; // leaving the loop closes the file and frees the decoder
  }
  return decoded ? { ...summary.result(), analysis: storedAnalysis(heard.result()) } : null;
}
