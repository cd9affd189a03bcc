import { gzipSync } from 'node:zlib';
import type { AudioAnalysis } from '@create-together/contract';
import type { FastifyBaseLogger } from 'fastify';
import { summariseAudioFile } from './audio-file-summary';
import { encodeDat } from './audio-summary';
import { probe } from './probe';
import type { SniffedType, StoredExtension } from './sniff';
import type { MediaStorage } from './storage';
import { makeThumbnail } from './thumbnail';

/**
 * What is computed once, at upload, so that lists never open a file: durations, the waveform of
 * audio, the size and thumbnail of images. None of it decides whether an upload is accepted (the
 * sniffer does): what cannot be computed, in time or at all, is null.
 */
export interface Analysis {
  kind: 'image' | 'audio' | 'video';
  mimeType: string;
  durationSeconds: number | null;
  waveform: number[] | null;
  /** Audio: tempo, key, loudness, true peak and clipping; null when it could not be decoded. */
  analysis: AudioAnalysis | null;
  width: number | null;
  height: number | null;
  /** `{id}.thumb.webp`, written beside the file; null when there is none. */
  thumbnailFileName: string | null;
  /** Audio: `{id}.peaks` (and its gzip twin `{id}.peaks.gz`) beside the file; null when there are none. */
  peaksFileName: string | null;
  /** none: not audio; ready: peaks written; failed: the file could not be summarised. */
  peaksState: 'none' | 'ready' | 'failed';
}

/** The fine peaks of an audio file (`{id}.peaks`), and the name of their gzip twin, served to browsers that accept it. */
export const peaksFileNameOf = (id: string) => `${id}.peaks`;
export const gzipTwinOf = (fileName: string) => `${fileName}.gz`;

/** Each step's time budget: a file that takes longer gets null for that measure. */
const PROBE_BUDGET_MS = 10_000;
const WAVEFORM_BUDGET_MS = 20_000;
const THUMBNAIL_BUDGET_SECONDS = 20;

/** What summarising a stored audio file leaves: its bars and analysis, and its peaks written beside it (or not). */
export type AudioOutcome = Pick<Analysis, 'waveform' | 'analysis' | 'peaksFileName'> & {
  peaksState: 'ready' | 'failed';
};

/**
 * The library's bars, the mixer's peaks and the analysis of a stored audio file, from one decoding pass; the peaks
 * are written beside the file (and gzipped: a third of the bytes on a phone's first open). At upload
 * and by the peaks backfill (peaks-backfill.ts), so both make the same files. An error is handed to
 * `failed` and nothing of the peaks stays.
 */
export async function summariseStoredAudio(
  storage: MediaStorage,
  id: string,
  fileName: string,
  ext: StoredExtension,
  failed: (err: unknown) => void,
): Promise<AudioOutcome> {
  const peaksFileName = peaksFileNameOf(id);
  try {
    const summary = await summariseAudioFile(storage.pathOf(fileName), ext, WAVEFORM_BUDGET_MS);
    if (!summary?.peaks)
      return {
        waveform: summary?.waveform ?? null,
        analysis: summary?.analysis ?? null,
        peaksFileName: null,
        peaksState: 'failed',
      };
    const dat = encodeDat(summary.peaks);
    await storage.writeKept(peaksFileName, dat);
    await storage.writeKept(gzipTwinOf(peaksFileName), gzipSync(dat));
    return { waveform: summary.waveform, analysis: summary.analysis, peaksFileName, peaksState: 'ready' };
  } catch (err) {
    failed(err);
    await storage.removeKept(peaksFileName, gzipTwinOf(peaksFileName));
    return { waveform: null, analysis: null, peaksFileName: null, peaksState: 'failed' };
  }
}

const NOTHING = {
  durationSeconds: null,
  waveform: null,
  analysis: null,
  width: null,
  height: null,
  thumbnailFileName: null,
  peaksFileName: null,
  peaksState: 'none',
} as const;

export function mediaAnalyser(storage: MediaStorage, log: FastifyBaseLogger) {
  const warn = (fileName: string, step: string) => (err: unknown) =>
    log.warn({ err, fileName }, `Media ${step} failed; it is left out`);

  async function analyseImage(id: string, fileName: string, type: SniffedType): Promise<Analysis> {
    const thumbnailFileName = `${id}.thumb.webp`;
    try {
      const path = storage.pathOf(fileName);
      const size = await makeThumbnail(
        path,
        type.mimeType,
        storage.pathOf(thumbnailFileName),
        THUMBNAIL_BUDGET_SECONDS,
      );
      return { ...NOTHING, kind: 'image', mimeType: type.mimeType, ...size, thumbnailFileName };
    } catch (err) {
      warn(fileName, 'thumbnail')(err);
      await storage.removeKept(thumbnailFileName);
      return { ...NOTHING, kind: 'image', mimeType: type.mimeType };
    }
  }

  async function analyseAudioVideo(id: string, fileName: string, type: SniffedType): Promise<Analysis> {
    const path = storage.pathOf(fileName);
    const probed = await probe(path, type, PROBE_BUDGET_MS, warn(fileName, 'probe'));
    if (probed.kind !== 'audio') return { ...NOTHING, ...probed };
    const summary = await summariseStoredAudio(storage, id, fileName, type.ext, warn(fileName, 'waveform'));
    return { ...NOTHING, ...probed, ...summary };
  }

  /** Analyses the stored upload `fileName` (already under its final name) of row `id`. */
  return (id: string, fileName: string, type: SniffedType): Promise<Analysis> =>
    type.kind === 'image' ? analyseImage(id, fileName, type) : analyseAudioVideo(id, fileName, type);
}
