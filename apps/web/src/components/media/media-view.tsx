import type { Media } from '@create-together/contract';
import { AudioPlayer } from './audio-player';
import { ImageView } from './image-view';
import { canSaveMedia, SaveMediaButton } from './save-media-button';
import { VideoPlayer } from './video-player';

/**
 * Any media item, shown the way its kind is best seen; `compact` where it sits inside a card. Given
 * who is looking (`viewerId`, null when signed out), someone else's file comes with Save / Unsave,
 * under it and in the image viewer.
 */
export function MediaView({
  media,
  compact,
  viewerId,
}: {
  media: Media;
  compact?: boolean;
  viewerId?: string | null;
}) {
  const saveable = canSaveMedia(media, viewerId);
  const view =
    media.kind === 'audio' ? (
      <AudioPlayer media={media} compact={compact} comments={{ canComment: Boolean(viewerId) }} />
    ) : media.kind === 'video' ? (
      <VideoPlayer media={media} compact={compact} />
    ) : (
      <ImageView media={media} compact={compact} saveable={saveable} />
    );
  if (!saveable) return view;
  return (
    <div className="flex flex-col gap-1.5">
      {view}
      <SaveMediaButton media={media} className="-mr-2 self-end" />
    </div>
  );
}
