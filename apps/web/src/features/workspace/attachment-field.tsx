import type { Media } from '@create-together/contract';
import { FileAudio, FileImage, FileVideo, Paperclip, X } from 'lucide-react';
import { useState } from 'react';
import { MediaPicker } from '@/components/media';
import { buttonClass } from '@/components/ui/button';
import { formatBytes, formatDuration, MEDIA_KIND_LABELS } from '@/lib/media';

const kindIcons = { audio: FileAudio, video: FileVideo, image: FileImage } as const;

/** "Attach from library" for a contribution: any kind of file, one at most, removable before sending. */
export function AttachmentField({
  value,
  onChange,
  disabled,
}: {
  value: Media | null;
  onChange: (media: Media | null) => void;
  disabled?: boolean;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <>
      {value ? (
        <AttachedFile media={value} onRemove={() => onChange(null)} disabled={disabled} />
      ) : (
        <button
          type="button"
          onClick={() => setPicking(true)}
          disabled={disabled}
          className={buttonClass('ghost', 'sm')}
        >
          <Paperclip aria-hidden className="size-4" />
          Attach from library
        </button>
      )}
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        title="Attach from library"
        description="Audio, video or an image from your library. Attaching a file makes it public, so everyone who can see this project can open it."
        onPick={onChange}
      />
    </>
  );
}

function AttachedFile({
  media,
  onRemove,
  disabled,
}: {
  media: Media;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const Icon = kindIcons[media.kind];
  const details = [
    MEDIA_KIND_LABELS[media.kind],
    media.durationSeconds != null ? formatDuration(media.durationSeconds) : null,
    formatBytes(media.sizeBytes),
  ].filter(Boolean);
  return (
    <div className="flex min-w-0 items-center gap-2 rounded-lg border border-line bg-surface-2 py-1 pr-1 pl-2.5">
      <Icon aria-hidden className="size-4 shrink-0 text-accent-300" />
      <p className="min-w-0 truncate text-sm text-ink">
        <span className="sr-only">Attached: </span>
        {media.title}
        <span className="ml-1.5 text-xs text-ink-faint">{details.join(' · ')}</span>
      </p>
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Remove attachment ${media.title}`}
        className="size-7 grid shrink-0 place-items-center rounded-md text-ink-muted transition-colors hover:bg-white/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-accent-400 disabled:opacity-50"
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </div>
  );
}
