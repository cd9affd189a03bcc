import { z } from 'zod';
import { EpochSeconds } from './common';

export const MEDIA_KINDS = ['image', 'audio', 'video'] as const;
export const MediaKind = z.enum(MEDIA_KINDS);
export type MediaKind = z.infer<typeof MediaKind>;

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
});
export type Media = z.infer<typeof Media>;

/** POST /api/media (multipart: `file`, `title?`) */
export const MediaAnswer = z.object({ success: z.literal(true), media: Media });
export type MediaAnswer = z.infer<typeof MediaAnswer>;
