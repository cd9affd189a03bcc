import type { Media } from '@create-together/contract';
import { AudioPlayer } from './audio-player';
import { ImageView } from './image-view';
import { VideoPlayer } from './video-player';

/** Any media item, shown the way its kind is best seen; `compact` where it sits inside a card. */
export function MediaView({ media, compact }: { media: Media; compact?: boolean }) {
  switch (media.kind) {
    case 'audio':
      return <AudioPlayer media={media} compact={compact} />;
    case 'video':
      return <VideoPlayer media={media} compact={compact} />;
    case 'image':
      return <ImageView media={media} compact={compact} />;
  }
}
