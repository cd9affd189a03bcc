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

const PEAKS_TYPE = { contentType: 'application/octet-stream' };
const GZIP_TYPE = { contentType: 'application/gzip' };
const FAILED: AudioOutcome = { waveform: null, analysis: null, peaksFileName: null, peaksState: 'failed' };

/**
 * The library's bars, the mixer's peaks and the analysis of an audio file on the local disk at
 * `path`, from one decoding pass; the peaks are stored beside the file (and gzipped: a third of
 * the bytes on a phone's first open). At upload and by the peaks backfill (peaks-backfill.ts), so
 * both make the same files. An error is handed to `failed` and nothing of the peaks stays.
 */
export async function summariseAudio(
  storage: MediaStorage,
  id: string,
  path: string,
  ext: StoredExtension,
  failed: (err: unknown) => void,
): Promise<AudioOutcome> {
  const peaksFileName = peaksFileNameOf(id);
  try {
    const summary = await summariseAudioFile(path, ext, WAVEFORM_BUDGET_MS);
    if (!summary?.peaks)
      return { ...FAILED, waveform: summary?.waveform ?? null, analysis: summary?.analysis ?? null };
    const dat = encodeDat(summary.peaks);
    await storage.put(peaksFileName, dat, PEAKS_TYPE);
    await storage.put(gzipTwinOf(peaksFileName), gzipSync(dat), GZIP_TYPE);
    return { waveform: summary.waveform, analysis: summary.analysis, peaksFileName, peaksState: 'ready' };
  } catch (err) {
    failed(err);
    await storage.remove(peaksFileName, gzipTwinOf(peaksFileName));
    return FAILED;
  }
}

/** `summariseAudio` of a file already in the store (the backfill): read from a local copy of it. */
export async function summariseStoredAudio(
  storage: MediaStorage,
  id: string,
  fileName: string,
  ext: StoredExtension,
  failed: (err: unknown) => void,
): Promise<AudioOutcome> {
  try {
    return await storage.withLocalCopy(fileName, (path) => summariseAudio(storage, id, path, ext, failed));
  } catch (err) {
    // The file could not be read from the store (gone, or the store failed).
    failed(err);
    return FAILED;
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

/** An upload still in the scratch folder (`path`, named with its extension), and its served name to be. */
export interface LocalUpload {
  path: string;
  fileName: string;
}

export function mediaAnalyser(storage: MediaStorage, log: FastifyBaseLogger) {
  const warn = (fileName: string, step: string) => (err: unknown) =>
    log.warn({ err, fileName }, `Media ${step} failed; it is left out`);

  async function analyseImage(id: string, file: LocalUpload, type: SniffedType): Promise<Analysis> {
    const thumbnailFileName = `${id}.thumb.webp`;
    try {
      const { webp, ...size } = await makeThumbnail(file.path, type.mimeType, THUMBNAIL_BUDGET_SECONDS);
      await storage.put(thumbnailFileName, webp, { contentType: 'image/webp' });
      return { ...NOTHING, kind: 'image', mimeType: type.mimeType, ...size, thumbnailFileName };
    } catch (err) {
      warn(file.fileName, 'thumbnail')(err);
      await storage.remove(thumbnailFileName);
      return { ...NOTHING, kind: 'image', mimeType: type.mimeType };
    }
  }

  async function analyseAudioVideo(id: string, file: LocalUpload, type: SniffedType): Promise<Analysis> {
    const probed = await probe(file.path, type, PROBE_BUDGET_MS, warn(file.fileName, 'probe'));
    if (probed.kind !== 'audio') return { ...NOTHING, ...probed };
    const summary = await summariseAudio(storage, id, file.path, type.ext, warn(file.fileName, 'waveform'));
    return { ...NOTHING, ...probed, ...summary };
  }

  /**
   * Analyses an upload of row `id` from its local temp file, before it is kept; what it makes
   * (thumbnail, peaks) goes straight to the store.
   */
  return (id: string, file: LocalUpload, type: SniffedType): Promise<Analysis> =>
    type.kind === 'image' ? analyseImage(id, file, type) : analyseAudioVideo(id, file, type);
}
