import { STORED_EXTENSIONS } from './sniff';

export const MEDIA_TITLE_MAX = 200;
/** The uploader's file name is only shown: longer ones are cut. */
export const ORIGINAL_NAME_MAX = 255;

/**
 * `/media/{file}`: the names uploads are stored under, `{id}.{ext}`, their thumbnails',
 * `{id}.thumb.webp`, and audio's peaks, `{id}.peaks`; nothing else is ever served. The id names the row.
 */
export const MEDIA_FILE_NAME = new RegExp(
  `^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\.(thumb\\.webp|peaks|${STORED_EXTENSIONS.join('|')})$`,
);

/** Where a stored file is served. */
export const mediaUrl = (fileName: string) => `/media/${fileName}`;

export const NO_FILE = 'Choose a file to upload.';
export const UNSUPPORTED_MEDIA = 'Only audio, video or image files can be uploaded.';
export const MEDIA_NOT_FOUND = 'File not found.';

/** "10 MB", "512 KB", "900 bytes": for the 413 sentence. */
export function formatBytes(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}
