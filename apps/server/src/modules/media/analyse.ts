import type { FastifyBaseLogger } from 'fastify';
import { probe } from './probe';
import type { SniffedType } from './sniff';
import type { MediaStorage } from './storage';
import { makeThumbnail } from './thumbnail';
import { computeWaveform } from './waveform';

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
  width: number | null;
  height: number | null;
  /** `{id}.thumb.webp`, written beside the file; null when there is none. */
  thumbnailFileName: string | null;
}

/** Each step's time budget: a file that takes longer gets null for that measure. */
const PROBE_BUDGET_MS = 10_000;
const WAVEFORM_BUDGET_MS = 20_000;
const THUMBNAIL_BUDGET_SECONDS = 20;

const NOTHING = { durationSeconds: null, waveform: null, width: null, height: null, thumbnailFileName: null };

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

  async function analyseAudioVideo(fileName: string, type: SniffedType): Promise<Analysis> {
    const path = storage.pathOf(fileName);
    const probed = await probe(path, type, PROBE_BUDGET_MS, warn(fileName, 'probe'));
    const waveform =
      probed.kind === 'audio'
        ? await computeWaveform(path, type.ext, WAVEFORM_BUDGET_MS).catch((err: unknown) => {
            warn(fileName, 'waveform')(err);
            return null;
          })
        : null;
    return { ...probed, waveform, thumbnailFileName: null };
  }

  /** Analyses the stored upload `fileName` (already under its final name) of row `id`. */
  return (id: string, fileName: string, type: SniffedType): Promise<Analysis> =>
    type.kind === 'image' ? analyseImage(id, fileName, type) : analyseAudioVideo(fileName, type);
}
