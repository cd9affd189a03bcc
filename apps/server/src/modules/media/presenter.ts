import type { Media, MediaKind, MediaVisibility } from '@create-together/contract';
import { mediaUrl } from './constants';
import type { MediaView } from './repository';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The Media object of the contract, field by field, as `row`'s viewer sees it. */
export function presentMedia(row: MediaView): Media {
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
    visibility: row.visibility as MediaVisibility,
    durationSeconds: row.durationSeconds,
    waveform: row.waveform,
    peaksUrl: row.peaksFileName ? mediaUrl(row.peaksFileName) : null,
    analysis: row.analysis,
    thumbnailUrl: row.thumbnailFileName ? mediaUrl(row.thumbnailFileName) : null,
    width: row.width,
    height: row.height,
    savedByMe: row.savedByMe,
    ...(row.usedIn ? { usedIn: row.usedIn } : {}),
  };
}
