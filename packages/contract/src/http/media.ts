import { z } from 'zod';
import { QUEUE_KEYS } from '../queue';
import { EpochSeconds } from './common';

export const MEDIA_KINDS = ['image', 'audio', 'video'] as const;
export const MediaKind = z.enum(MEDIA_KINDS);
export type MediaKind = z.infer<typeof MediaKind>;

export const MEDIA_VISIBILITIES = ['public', 'private'] as const;
/** `private`: only its owner sees it (also by direct `/media/…` address); `public`: anyone. */
export const MediaVisibility = z.enum(MEDIA_VISIBILITIES);
export type MediaVisibility = z.infer<typeof MediaVisibility>;

export const MEDIA_TITLE_MAX = 200;
/** How many bars a waveform summary has. */
export const WAVEFORM_BARS = 120;

/** One of the 24 major and minor keys, named as the queue names them ("A minor", "Eb major"). */
export const MusicalKey = z.enum(QUEUE_KEYS, {
  error: 'Key must be one of the 24 major and minor keys, e.g. "A minor".',
});
export type MusicalKey = z.infer<typeof MusicalKey>;

/** How sure an estimate is: 0 (a guess) to 1. */
const confidence = z.number().min(0).max(1);

/**
 * What the server heard in an audio file, once, in the upload's decoding pass (docs/design/review.md
 * §5, apps/server/src/modules/media/analysis/).
 */
export const AudioAnalysis = z.object({
  /** Beats a minute (to 0.1), and how sure; null when no steady beat is heard. */
  tempo: z.object({ bpm: z.number().positive(), confidence }).nullable(),
  /** One of the 24 keys ("A minor", the queue's names), and how sure; null when too little is tonal. */
  key: z.object({ name: MusicalKey, confidence }).nullable(),
  /** Integrated loudness (EBU R128), LUFS to 0.1; null for silence or less than 0.4 s of sound. */
  loudnessLufs: z.number().nullable(),
  /** True peak (ITU-R BS.1770-4, 4× oversampled), dBTP to 0.1; null for digital silence. */
  truePeakDbtp: z.number().nullable(),
  /** Where the samples sit at full scale, 3 or more in a row: how many places, and how long in all. */
  clipping: z.object({ runs: z.number().int().nonnegative(), seconds: z.number().nonnegative() }),
});
export type AudioAnalysis = z.infer<typeof AudioAnalysis>;

/** An uploaded file (API.md "Media, uploads, library"). */
export const Media = z.object({
  mediaId: z.string(),
  ownerUserId: z.string(),
  /** Decided from the file's bytes, never from its name. */
  kind: MediaKind,
  mimeType: z.string(),
  /** Where it is served: `/media/{file}`. */
  url: z.string(),
  title: z.string(),
  /** The name it had on the uploader's machine. */
  originalName: z.string(),
  sizeBytes: z.number().int(),
  createdAt: EpochSeconds,
  visibility: MediaVisibility,
  /** Audio and video: seconds, when the file says; null otherwise. */
  durationSeconds: z.number().nonnegative().nullable(),
  /**
   * Audio: WAVEFORM_BARS peak levels from 0 to 100, computed once at upload, so a list of tracks
   * draws without decoding any file; null when the format could not be decoded.
   */
  waveform: z.array(z.number().int().min(0).max(100)).nullable(),
  /**
   * Audio: `/media/{id}.peaks`, 200 min/max pairs a second (audiowaveform's .dat v2) to draw it
   * zoomed to a bar; null until computed, and for codings the server cannot decode (AAC, WebM).
   */
  peaksUrl: z.string().nullable(),
  /** Audio: tempo, key, loudness, true peak and clipping; null until analysed, and for what cannot be decoded. */
  analysis: AudioAnalysis.nullable(),
  /** Images: a small WebP for lists and grids; null otherwise. */
  thumbnailUrl: z.string().nullable(),
  /** Images (and video when known): pixels; null otherwise. */
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** Whether the signed-in user saved it (false when signed out). */
  savedByMe: z.boolean(),
  /**
   * Audio, for its owner only (their library and GET /api/media/{id}): the songs it is a track of —
   * deleting it silences it there, and the library says so first.
   */
  usedIn: z.array(z.object({ projectId: z.string(), name: z.string() })).optional(),
});
export type Media = z.infer<typeof Media>;

/** POST /api/media (multipart: `file`, `title?`, `visibility?` — private unless said), GET/PATCH /api/media/{id} */
export const MediaAnswer = z.object({ success: z.literal(true), media: Media });
export type MediaAnswer = z.infer<typeof MediaAnswer>;

/** `{id}` of /api/media/{id}/… */
export const MediaParams = z.object({ id: z.string().max(100) });
export type MediaParams = z.infer<typeof MediaParams>;

/**
 * GET /api/media — the signed-in user's library: their own files, or (`saved=true`) the files they
 * saved that they may still see. Newest first, by cursor.
 */
export const MediaListQuery = z.object({
  kind: MediaKind.optional(),
  saved: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /** Words of the title or file name (any case). */
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(40),
});
export type MediaListQuery = z.infer<typeof MediaListQuery>;

export const MediaListAnswer = z.object({
  success: z.literal(true),
  media: z.array(Media),
  nextCursor: z.string().nullable(),
});
export type MediaListAnswer = z.infer<typeof MediaListAnswer>;

/** PATCH /api/media/{id} — the owner renames it or changes who sees it. */
export const UpdateMediaBody = z
  .object({
    title: z.string().trim().max(MEDIA_TITLE_MAX, `Title must be at most ${MEDIA_TITLE_MAX} characters.`),
    visibility: MediaVisibility,
  })
  .partial()
  .refine((body) => body.title !== undefined || body.visibility !== undefined, 'Nothing to change.');
export type UpdateMediaBody = z.infer<typeof UpdateMediaBody>;
