import type { Media, MediaKind } from '@create-together/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { FileAudio, FileVideo, Upload, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import {
  flattenMedia,
  formatBytes,
  formatDuration,
  MEDIA_KIND_LABELS,
  mediaAccept,
  mediaListQuery,
  useUploadQueue,
} from '@/entities/media';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { UploadQueueList } from './upload-queue-list';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Choose one item of your library (of one kind, or any), or upload one on the spot and choose it
 * when it is in. Used for a project's cover and for a post's or a contribution's attachment.
 */
export function MediaPicker({
  open,
  onOpenChange,
  kind,
  title,
  description,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind?: MediaKind;
  title: string;
  /** What choosing does, e.g. that attaching makes the file public. */
  description: string;
  onPick: (media: Media) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[min(40rem,calc(100dvh-2rem))] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-line bg-surface-2 shadow-2xl focus:outline-none data-[state=open]:animate-pop-in">
          <div className="flex items-start justify-between gap-4 border-b border-line p-5 pb-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-muted">{description}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="-m-2 size-9 grid shrink-0 place-items-center rounded-md text-ink-muted transition-colors hover:bg-white/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-accent-400 disabled:opacity-50"
            >
              <X aria-hidden className="size-4" />
            </Dialog.Close>
          </div>
          <PickerBody
            kind={kind}
            onPick={(media) => {
              onPick(media);
              onOpenChange(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PickerBody({ kind, onPick }: { kind?: MediaKind; onPick: (media: Media) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // While a search is on its way, the last results stay rather than a spinner under each keystroke.
  // Opened, it asks again: a file uploaded meanwhile (another tab, another dialog) is there to choose.
  const query = useInfiniteQuery({
    ...mediaListQuery({ kind, q }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  const queue = useUploadQueue();
  const items = flattenMedia(query.data);
  const what = kind ? `${MEDIA_KIND_LABELS[kind].toLowerCase()} files` : 'files';

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 p-5 pt-4">
      <div className="flex gap-2">
        <SearchField
          label="Search your library"
          placeholder="Search media..."
          value={search}
          onChange={setSearch}
          className="flex-1"
        />
        <input
          ref={input}
          type="file"
          multiple
          accept={mediaAccept(kind)}
          aria-label="Upload files"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            if (event.target.files) queue.add(event.target.files);
            event.target.value = '';
          }}
        />
        <button type="button" onClick={() => input.current?.click()} className={buttonClass('secondary')}>
          <Upload aria-hidden className="size-4" />
          Upload
        </button>
      </div>
      <UploadQueueList queue={queue} />
      <div className="-mx-2 min-h-40 flex-1 overflow-y-auto px-2">
        {query.isPending ? (
          <Spinner label="Loading your library..." className="m-6" />
        ) : query.isError ? (
          <p role="alert" className="p-4 text-sm text-rose-300">
            Your library could not be loaded: {query.error.message}
          </p>
        ) : items.length === 0 ? (
          <p className="p-6 text-center text-sm text-ink-muted">
            {q ? `No ${what} match “${q}”.` : `No ${what} in your library yet. Upload one to choose it.`}
          </p>
        ) : (
          <ul aria-label="Your library" className="flex flex-col gap-1">
            {items.map((media) => (
              <li key={media.mediaId}>
                <PickerItem media={media} onPick={onPick} />
              </li>
            ))}
          </ul>
        )}
        <LoadMore query={query} failed="More media could not be loaded" className="mt-3" />
      </div>
    </div>
  );
}

function PickerItem({ media, onPick }: { media: Media; onPick: (media: Media) => void }) {
  const details = [
    MEDIA_KIND_LABELS[media.kind],
    media.durationSeconds != null ? formatDuration(media.durationSeconds) : null,
    formatBytes(media.sizeBytes),
    media.visibility === 'public' ? 'Public' : 'Private',
  ].filter(Boolean);
  return (
    <button
      type="button"
      onClick={() => onPick(media)}
      className="flex w-full items-center gap-3 rounded-xl p-2 text-left transition-colors hover:bg-white/[0.05] focus-visible:bg-white/[0.05] focus-visible:outline-2 focus-visible:outline-accent-400"
    >
      <span className="grid size-12 shrink-0 place-items-center overflow-hidden rounded-lg bg-surface-3 text-accent-300">
        {media.kind === 'image' || media.thumbnailUrl ? (
          <img
            src={media.thumbnailUrl ?? media.url}
            alt=""
            loading="lazy"
            className="size-full object-cover"
          />
        ) : media.kind === 'audio' ? (
          <FileAudio aria-hidden className="size-5" />
        ) : (
          <FileVideo aria-hidden className="size-5" />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-ink">{media.title}</span>
        <span className="block truncate text-xs text-ink-faint">{details.join(' · ')}</span>
      </span>
    </button>
  );
}
