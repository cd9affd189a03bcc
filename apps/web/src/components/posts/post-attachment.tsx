import type { Media } from '@create-together/contract';
import { FileAudio, FileImage, FileVideo, Paperclip, X } from 'lucide-react';
import { useState } from 'react';
import { MediaPicker } from '@/components/media';
import { buttonClass } from '@/components/ui/button';
import { formatBytes, formatDuration, MEDIA_KIND_LABELS } from '@/lib/media';

const kindIcons = { audio: FileAudio, video: FileVideo, image: FileImage } as const;

/** The file chosen for a post, with a way to take it off again before posting. */
function AttachedFile({ media, onRemove }: { media: Media; onRemove: () => void }) {
  const Icon = kindIcons[media.kind];
  const details = [
    MEDIA_KIND_LABELS[media.kind],
    media.durationSeconds != null ? formatDuration(media.durationSeconds) : null,
    formatBytes(media.sizeBytes),
  ].filter(Boolean);
  return (
    <div className="flex min-w-0 items-center gap-2 rounded-lg border border-line bg-surface-2 py-1 pr-1 pl-1">
      <span className="grid size-8 shrink-0 place-items-center overflow-hidden rounded-md bg-surface-3 text-accent-300">
        {media.thumbnailUrl ? (
          <img src={media.thumbnailUrl} alt="" className="size-full object-cover" />
        ) : (
          <Icon aria-hidden className="size-4" />
        )}
      </span>
      <p className="min-w-0 flex-1 truncate text-sm text-ink">
        <span className="sr-only">Attached: </span>
        {media.title}
        <span className="ml-1.5 text-xs text-ink-faint">{details.join(' · ')}</span>
      </p>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove attachment ${media.title}`}
        className={buttonClass('ghost', 'sm', 'size-7 px-0')}
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </div>
  );
}

/** "Attach from library" for a post: one file of any kind, chosen (or uploaded) in the library picker. */
export function PostAttachment({
  value,
  onChange,
}: {
  value: Media | null;
  onChange: (media: Media | null) => void;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <>
      {value ? (
        <AttachedFile media={value} onRemove={() => onChange(null)} />
      ) : (
        <button type="button" onClick={() => setPicking(true)} className={buttonClass('ghost', 'sm')}>
          <Paperclip aria-hidden className="size-4" />
          Attach from library
        </button>
      )}
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        title="Attach from library"
        description="A track, a video or an image from your library. Posting it makes the file public: anyone can open it."
        onPick={onChange}
      />
    </>
  );
}
