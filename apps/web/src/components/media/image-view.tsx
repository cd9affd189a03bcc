import type { Media } from '@create-together/contract';
import { ExternalLink, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { buttonClass } from '@/components/ui/button';
import { formatBytes } from '@/entities/media';
import { cn } from '@/lib/cn';
import { SaveMediaButton } from './save-media-button';

/**
 * An image as lists show it — the small thumbnail the server made — opening the full image in a
 * viewer on click; `saveable`: the viewer offers Save / Unsave too (someone else's file).
 */
export function ImageView({
  media,
  compact,
  saveable,
}: {
  media: Media;
  compact?: boolean;
  saveable?: boolean;
}) {
  const known = media.width && media.height ? { width: media.width, height: media.height } : null;
  const size = known ? `${known.width} × ${known.height} · ` : '';
  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label={`View ${media.title}`}
        // In a grid every tile has one shape; inside a card the image keeps its own.
        style={compact && known ? { aspectRatio: known.width / known.height } : undefined}
        className={cn(
          'group block w-full overflow-hidden rounded-xl bg-surface-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400',
          compact ? 'max-h-80' : 'aspect-[4/3]',
          compact && !known && 'aspect-video',
        )}
      >
        <img
          src={media.thumbnailUrl ?? media.url}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/85 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col p-3 focus:outline-none sm:p-6 data-[state=open]:animate-fade-in">
          <div className="flex items-start justify-between gap-4 pb-3">
            <div className="min-w-0">
              <Dialog.Title className="truncate text-base font-semibold text-ink">{media.title}</Dialog.Title>
              <Dialog.Description className="text-xs text-ink-muted">
                {size}
                {formatBytes(media.sizeBytes)}
              </Dialog.Description>
            </div>
            <div className="flex shrink-0 items-center gap-1">
              {saveable ? <SaveMediaButton media={media} /> : null}
              <a href={media.url} target="_blank" rel="noreferrer" className={buttonClass('ghost', 'sm')}>
                <ExternalLink aria-hidden className="size-4" />
                <span className="hidden sm:inline">Open original</span>
              </a>
              <Dialog.Close aria-label="Close" className={buttonClass('ghost', 'icon')}>
                <X aria-hidden className="size-5" />
              </Dialog.Close>
            </div>
          </div>
          <div className="grid min-h-0 flex-1 place-items-center">
            <img
              src={media.url}
              alt={media.title}
              className="max-h-full max-w-full rounded-lg object-contain"
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
