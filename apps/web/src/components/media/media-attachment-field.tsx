import type { Media, MediaKind } from '@create-together/contract';
import { FileAudio, FileImage, FileVideo, Paperclip, X } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { formatBytes, formatDuration, MEDIA_KIND_LABELS } from '@/entities/media';
import { MediaPicker } from './media-picker';

const kindIcons = { audio: FileAudio, video: FileVideo, image: FileImage } as const;

/** The chosen file as a chip, with a way to take it off again before sending. */
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
        disabled={disabled}
        aria-label={`Remove attachment ${media.title}`}
        className={buttonClass('ghost', 'sm', 'size-7 px-0')}
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </div>
  );
}

/**
 * "Attach from library": one file (of one kind, or any), chosen or uploaded in the library picker,
 * shown as a chip that can be removed before sending. Used by posts and contributions.
 */
export function MediaAttachmentField({
  value,
  onChange,
  disabled,
  kind,
  label = 'Attach from library',
  pickerDescription,
}: {
  value: Media | null;
  onChange: (media: Media | null) => void;
  disabled?: boolean;
  /** Only files of this kind can be chosen; any kind without it. */
  kind?: MediaKind;
  /** The button's text and the picker's title. */
  label?: string;
  /** What attaching does, e.g. that it makes the file public. */
  pickerDescription: string;
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
          {label}
        </button>
      )}
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        kind={kind}
        title={label}
        description={pickerDescription}
        onPick={onChange}
      />
    </>
  );
}
