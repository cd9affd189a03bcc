import type { Media } from '@create-together/contract';
import { cn } from '@/lib/cn';
import { claimPlayback } from './playback';

/**
 * A video with the browser's own controls (they already do fullscreen, captions and keyboard),
 * the poster when there is one, and the shape of the file when it is known. Starting it pauses
 * any other player.
 */
export function VideoPlayer({
  media,
  compact,
  className,
}: {
  media: Media;
  compact?: boolean;
  /** E.g. to fill a fixed frame in a grid. */
  className?: string;
}) {
  const ratio = media.width && media.height ? media.width / media.height : 16 / 9;
  return (
    // biome-ignore lint/a11y/useMediaCaption: people's own uploads come without caption files
    <video
      src={media.url}
      poster={media.thumbnailUrl ?? undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={media.title}
      onPlay={(event) => claimPlayback(event.currentTarget)}
      style={{ aspectRatio: ratio }}
      className={cn(
        'block w-full rounded-xl bg-black object-contain',
        compact ? 'max-h-64' : 'max-h-[70vh]',
        className,
      )}
    />
  );
}
