import type { Media } from '@create-together/contract';
import { AlertCircle, FileAudio, FileImage, FileVideo, Library, Paperclip, Upload, X } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState } from 'react';
import { MediaPicker } from '@/components/media';
import { MenuContent, MenuItem } from '@/components/ui/menu';
import { formatDuration, MEDIA_KIND_LABELS, mediaAccept, type UploadQueue } from '@/entities/media';
import { ATTACH_TEXT as T } from './messages-constants';

const kindIcons = { audio: FileAudio, video: FileVideo, image: FileImage } as const;
const chip =
  'flex max-w-56 min-w-0 items-center gap-2 rounded-lg border border-line bg-surface-2 py-1 pr-1 pl-1';
const chipButton =
  'grid size-6 shrink-0 place-items-center rounded-md text-ink-faint hover:bg-white/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-accent-400';

/** Attach: a file of your library (the picker), or files uploaded from this device. */
export function AttachButton({
  disabled,
  onPick,
  onUpload,
}: {
  disabled?: boolean;
  onPick: (media: Media) => void;
  onUpload: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={T.attach}
          title={T.attach}
          disabled={disabled}
          className="grid size-10 shrink-0 place-items-center rounded-xl text-ink-muted transition-colors hover:bg-white/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-accent-400 disabled:opacity-50 data-[state=open]:bg-white/5"
        >
          <Paperclip aria-hidden className="size-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <MenuContent side="top" align="start" sideOffset={6}>
            <MenuItem icon={<Library />} onSelect={() => setPicking(true)}>
              {T.fromLibrary}
            </MenuItem>
            <MenuItem icon={<Upload />} onSelect={() => input.current?.click()}>
              {T.upload}
            </MenuItem>
          </MenuContent>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <input
        ref={input}
        type="file"
        multiple
        accept={mediaAccept()}
        aria-label={T.upload}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          if (event.target.files) onUpload(Array.from(event.target.files));
          event.target.value = '';
        }}
      />
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        title={T.pickerTitle}
        description={T.pickerDescription}
        onPick={onPick}
      />
    </>
  );
}

/** The files chosen for the next message, each removable before it goes. */
export function AttachmentChips({
  attachments,
  onRemove,
}: {
  attachments: Media[];
  onRemove: (mediaId: string) => void;
}) {
  if (attachments.length === 0) return null;
  return (
    <ul aria-label="Files to send" className="flex flex-wrap gap-1.5">
      {attachments.map((media) => {
        const Icon = kindIcons[media.kind] ?? Paperclip;
        const detail =
          media.durationSeconds != null
            ? formatDuration(media.durationSeconds)
            : MEDIA_KIND_LABELS[media.kind];
        return (
          <li key={media.mediaId} className={chip}>
            <span className="grid size-7 shrink-0 place-items-center overflow-hidden rounded-md bg-surface-3 text-accent-300">
              {media.thumbnailUrl ? (
                <img src={media.thumbnailUrl} alt="" className="size-full object-cover" />
              ) : (
                <Icon aria-hidden className="size-4" />
              )}
            </span>
            <span className="min-w-0 flex-1 truncate text-xs text-ink">
              {media.title}
              <span className="ml-1 text-ink-faint">{detail}</span>
            </span>
            <button
              type="button"
              aria-label={`Remove ${media.title}`}
              onClick={() => onRemove(media.mediaId)}
              className={chipButton}
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Files still going up (with their progress and Cancel) or refused (with why). */
export function UploadChips({ queue }: { queue: UploadQueue }) {
  const items = queue.items.filter((item) => item.status !== 'done');
  if (items.length === 0) return null;
  return (
    <ul aria-label="Uploads" className="flex flex-wrap gap-1.5">
      {items.map((item) => {
        const { name } = item.file;
        const percent = item.fraction === null ? 0 : Math.round(item.fraction * 100);
        const failed = item.status === 'failed';
        return (
          <li key={item.id} className={`${chip} ${failed ? 'border-rose-500/40' : ''}`}>
            <span className="min-w-0 flex-1 px-1">
              <span className="block truncate text-xs text-ink" title={name}>
                {name}
              </span>
              {failed ? (
                <span role="alert" className="flex items-center gap-1 text-[11px] text-rose-300">
                  <AlertCircle aria-hidden className="size-3 shrink-0" />
                  <span className="truncate">{item.error}</span>
                </span>
              ) : (
                <span
                  role="progressbar"
                  aria-label={`Uploading ${name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={item.status === 'uploading' ? percent : undefined}
                  className="mt-1 block h-1 w-32 max-w-full overflow-hidden rounded-full bg-surface-3"
                >
                  <span
                    className="block h-full rounded-full bg-accent-500 transition-[width] duration-150"
                    style={{ width: `${percent}%` }}
                  />
                </span>
              )}
            </span>
            <button
              type="button"
              aria-label={failed ? `Dismiss ${name}` : `Cancel upload of ${name}`}
              onClick={() => (failed ? queue.dismiss(item.id) : queue.cancel(item.id))}
              className={chipButton}
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
