import { WAVEFORM_BARS } from '@create-together/contract';
import { decodedChannels } from './audio-decoders';
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
/** Stored peaks before pairs of them are merged (their window doubles): memory stays flat. */
const MAX_PEAKS = 4096;

/** The largest absolute value of `samples[from, to)`. */
function peakOf(samples: Float32Array, from: number, to: number): number {
  let peak = 0;
  for (let i = from; i < to; i++) {
    const sample = samples[i] ?? 0;
    if (sample > peak) peak = sample;
    else if (-sample > peak) peak = -sample;
  }
  return peak;
}

/**
 * The running peak of the channels' absolute values per window of frames. The window starts small
 * and doubles whenever MAX_PEAKS fill up, so files of any length end with 2048–4096 peaks (or
 * fewer for very short ones) without knowing their length in advance.
 */
export function peakReducer() {
  let windowFrames = 16;
  let peaks: number[] = [];
  let current = 0;
  let framesInWindow = 0;

  function mergePairs(): void {
    const merged: number[] = [];
    for (let i = 0; i < peaks.length; i += 2) merged.push(Math.max(peaks[i] ?? 0, peaks[i + 1] ?? 0));
    peaks = merged;
    windowFrames *= 2;
  }

  return {
    add(channels: Float32Array[]): void {
      const frames = channels[0]?.length ?? 0;
      for (let at = 0; at < frames; ) {
        const take = Math.min(windowFrames - framesInWindow, frames - at);
        for (const channel of channels) current = Math.max(current, peakOf(channel, at, at + take));
        at += take;
        framesInWindow += take;
        if (framesInWindow === windowFrames) {
          peaks.push(current);
          current = 0;
          framesInWindow = 0;
          if (peaks.length === MAX_PEAKS) mergePairs();
        }
      }
    },

    /** `count` bars, each the loudest peak of its share of the file; null when nothing was heard. */
    bars(count: number): number[] | null {
      const all = framesInWindow > 0 ? [...peaks, current] : peaks;
      if (all.length === 0) return null;
      const bars = Array.from({ length: count }, (_, i) => {
        const from = Math.floor((i * all.length) / count);
        const to = Math.max(from + 1, Math.floor(((i + 1) * all.length) / count));
        return Math.max(...all.slice(from, to));
      });
      const loudest = Math.max(...bars);
      return bars.map((bar) => (loudest > 0 ? Math.round((100 * bar) / loudest) : 0));
    },
  };
}

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
