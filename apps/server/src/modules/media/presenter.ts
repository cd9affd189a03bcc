import type { Media, MediaKind } from '@create-together/contract';
import type { MediaRow } from '../../db/schema';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Where a stored file is served. */
export const mediaUrl = (fileName: string) => `/media/${fileName}`;

/** The Media object of the contract, field by field. */
export function presentMedia(row: MediaRow): Media {
  return {
    mediaId: row.id,
    ownerUserId: row.ownerUserId,
    kind: row.kind as MediaKind,
    mimeType: row.mimeType,
    url: mediaUrl(row.fileName),
    title: row.title,
    originalName: row.originalName,
    sizeBytes: row.sizeBytes,
    createdAt: seconds(row.createdAt),
  };
}
