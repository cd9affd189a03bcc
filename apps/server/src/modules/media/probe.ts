import { parseFile } from 'music-metadata';
import { readMp4Info } from './mp4-info';
import type { SniffedType } from './sniff';

/** What an audio or video file's headers say; every measure null when they do not say it. */
export interface Probed {
  kind: 'audio' | 'video';
  mimeType: string;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
}

interface TrackFacts {
  durationSeconds: number | null;
  /** Unknown (null) when the headers could not be read: the sniffed guess stands. */
  hasVideo: boolean | null;
  width: number | null;
  height: number | null;
}

const UNKNOWN: TrackFacts = { durationSeconds: null, hasVideo: null, width: null, height: null };

const positive = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : null;

/**
 * music-metadata, for everything but MP4: it reads headers only (durations from WAV, FLAC and Ogg
 * headers, MP3's Xing/VBRI header or its bit rate, Matroska's Info) and names Matroska's tracks.
 * It picks its parser by extension: the stored name's, which the sniffer chose.
 */
async function readTags(path: string): Promise<TrackFacts> {
  // `duration`: Ogg's is read from its last page, VBR MP3's without a Xing header by counting frames.
  const { format } = await parseFile(path, { skipCovers: true, duration: true });
  const picture = format.trackInfo.find((track) => track.video)?.video;
  return {
    durationSeconds: positive(format.duration),
    hasVideo: format.hasVideo ?? null,
    width: positive(picture?.pixelWidth),
    height: positive(picture?.pixelHeight),
  };
}

async function readFacts(path: string, type: SniffedType): Promise<TrackFacts> {
  if (type.ext === 'mp4' || type.ext === 'm4a' || type.ext === 'mov')
    return (await readMp4Info(path)) ?? UNKNOWN;
  return readTags(path);
}

/** Rejects after `ms`; the work it stands for is left to finish on its own (it only reads). */
function deadline(ms: number): { promise: Promise<never>; clear: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Reading the media headers took over ${ms} ms`)), ms);
  });
  return { promise, clear: () => clearTimeout(timer) };
}

/**
 * Duration (and picture size) of a stored audio or video file, and for containers that can hold
 * either, which it is: a video track makes it video. Headers that cannot be read within `budgetMs`,
 * or at all, leave the sniffed guess and null measures; `onError` hears why.
 */
export async function probe(
  path: string,
  type: SniffedType,
  budgetMs: number,
  onError: (err: unknown) => void,
): Promise<Probed> {
  const timeout = deadline(budgetMs);
  const facts = await Promise.race([readFacts(path, type), timeout.promise])
    .catch((err: unknown) => {
      onError(err);
      return UNKNOWN;
    })
    .finally(timeout.clear);
  const isVideo = type.tracks && facts.hasVideo !== null ? facts.hasVideo : type.kind === 'video';
  const mimeType = type.tracks ? type.tracks[isVideo ? 'video' : 'audio'] : type.mimeType;
  return {
    kind: isVideo ? 'video' : 'audio',
    mimeType,
    durationSeconds: facts.durationSeconds,
    width: isVideo ? facts.width : null,
    height: isVideo ? facts.height : null,
  };
}
