import type { Media } from '@create-together/contract';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { AudioPlayer, ImageView, VideoPlayer } from '@/components/media';
import { MediaDetails } from './media-details';
import { MediaMenu } from './media-menu';

/**
 * A track as a row: the waveform player with its comments, its details and its menu. A link to one
 * of its comments (`?media={id}`) opens them and brings the row into view.
 */
export function AudioRow({ media }: { media: Media }) {
  const [search] = useSearchParams();
  const linked = search.get('media') === media.mediaId;
  const row = useRef<HTMLElement>(null);
  useEffect(() => {
    if (linked) row.current?.scrollIntoView?.({ block: 'center' });
  }, [linked]);
  return (
    <article
      ref={row}
      aria-label={media.title}
      className="flex items-start gap-2 rounded-2xl border border-line bg-surface p-3 transition-colors hover:border-line-strong sm:gap-3 sm:p-4"
    >
      <div className="min-w-0 flex-1">
        <AudioPlayer media={media} comments={{ canComment: true, open: linked }} />
        <MediaDetails media={media} className="mt-2 sm:pl-[3.625rem]" />
      </div>
      <MediaMenu media={media} className="-mt-1 -mr-1" />
    </article>
  );
}

/** A video or an image as a card: the picture (or player) on top, then title, details and menu. */
export function MediaCard({ media }: { media: Media }) {
  return (
    <article
      aria-label={media.title}
      className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-colors hover:border-line-strong"
    >
      <div className="p-2 pb-0">
        {media.kind === 'image' ? (
          <ImageView media={media} />
        ) : (
          <div className="aspect-[4/3] overflow-hidden rounded-xl bg-black">
            <VideoPlayer media={media} className="size-full max-h-none rounded-none" />
          </div>
        )}
      </div>
      <div className="flex items-start gap-2 p-3 pt-2.5">
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-sm font-medium text-ink" title={media.title}>
            {media.title}
          </h3>
          <MediaDetails media={media} className="mt-1.5" />
        </div>
        <MediaMenu media={media} className="-mr-1" />
      </div>
    </article>
  );
}
