import { randomUUID } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import type { Database } from '../../db/client';
import type { MediaRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { MEDIA_FILE_NAME, UNSUPPORTED_IMAGE } from './constants';
import { mediaRepository } from './repository';
import { SNIFF_BYTES, sniff } from './sniff';
import type { MediaStorage } from './storage';

/** An upload received to a temp file, with its form fields (upload-parser.ts). */
export interface ReceivedUpload {
  tempPath: string;
  sizeBytes: number;
  /** Shown only; already cleaned and cut to ORIGINAL_NAME_MAX. */
  originalName: string;
  title: string;
}

export const unsupportedImage = () => new AppError(415, 'UNSUPPORTED_MEDIA', UNSUPPORTED_IMAGE);

export function mediaService(db: Database, storage: MediaStorage) {
  const media = mediaRepository(db);

  return {
    /**
     * Keeps an uploaded image: its type comes from its first bytes (sniff.ts), it is stored as
     * `{id}.{ext}` and recorded. The temp file never outlives the call: kept under the new name, or
     * removed (and a kept file is removed again if its row cannot be written).
     */
    async createImage(ownerUserId: string, upload: ReceivedUpload): Promise<MediaRow> {
      try {
        const type = sniff(await storage.readHead(upload.tempPath, SNIFF_BYTES));
        if (!type) throw unsupportedImage();
        const id = randomUUID();
        const fileName = `${id}.${type.ext}`;
        await storage.keep(upload.tempPath, fileName);
        try {
          return await media.insert({
            id,
            ownerUserId,
            kind: type.kind,
            mimeType: type.mimeType,
            fileName,
            originalName: upload.originalName,
            title: upload.title,
            sizeBytes: upload.sizeBytes,
          });
        } catch (err) {
          await storage.removeKept(fileName);
          throw err;
        }
      } finally {
        await storage.removeTemp(upload.tempPath);
      }
    },

    /**
     * A stored file to serve, or null. Only names of the upload pattern are looked at, and only files
     * with a row are served: the row gives the type decided at upload, and a file whose row is gone
     * (its owner deleted, or a failed upload) is never served. The caller closes `handle`.
     */
    async open(
      fileName: string,
    ): Promise<{ id: string; mimeType: string; handle: FileHandle; size: number } | null> {
      if (!MEDIA_FILE_NAME.test(fileName)) return null;
      const row = await media.findByFileName(fileName);
      if (!row) return null;
      const file = await storage.open(fileName);
      return file && { id: row.id, mimeType: row.mimeType, ...file };
    },
  };
}

export type MediaService = ReturnType<typeof mediaService>;
