import type { Media, MediaKind } from '@create-together/contract';

export const MEDIA_KIND_LABELS: Record<MediaKind, string> = {
  audio: 'Audio',
  video: 'Video',
  image: 'Image',
};

/** What a file picker offers for one kind, or for any. */
export const mediaAccept = (kind?: MediaKind) => (kind ? `${kind}/*` : 'audio/*,video/*,image/*');

/** "0:42", "3:10", "1:02:05": a player's clock. */
export function formatDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** "3.4 MB", "512 KB", "900 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

/** A title for an upload: its file name without the extension. */
export const titleFromFileName = (name: string) => name.replace(/\.[^.]+$/, '') || name;

/** The address to share: `/media/…` made absolute, so it works pasted anywhere. */
export const mediaLink = (media: Pick<Media, 'url'>) => new URL(media.url, window.location.origin).href;
