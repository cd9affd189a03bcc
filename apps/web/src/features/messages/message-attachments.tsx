import type { Media } from '@create-together/contract';
import { Download, FileIcon } from 'lucide-react';
import { AudioPlayer, ImageView, VideoPlayer } from '@/components/media';
import { formatBytes } from '@/entities/media';
import { ATTACH_TEXT } from './messages-constants';

/** A file no player shows: its name and size, and a way to download it. */
function FileChip({ media }: { media: Media }) {
  return (
    <a
      href={media.url}
      download={media.originalName}
      className="flex items-center gap-3 rounded-xl border border-line bg-surface-2 px-3 py-2.5 text-sm text-ink hover:border-accent-500/50"
    >
      <FileIcon aria-hidden className="size-5 shrink-0 text-accent-300" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{media.title}</span>
        <span className="block text-xs text-ink-faint">{formatBytes(media.sizeBytes)}</span>
      </span>
      <Download aria-hidden className="size-4 shrink-0 text-ink-muted" />
      <span className="sr-only">{ATTACH_TEXT.download}</span>
    </a>
  );
}

function Attachment({ media }: { media: Media }) {
  switch (media.kind) {
    case 'audio':
      return (
        <div className="rounded-xl border border-line bg-surface-2 p-3">
          <AudioPlayer media={media} compact comments={{ canComment: true }} />
        </div>
      );
    case 'image':
      return <ImageView media={media} compact />;
    case 'video':
      return <VideoPlayer media={media} compact />;
    default:
      return <FileChip media={media} />;
  }
}

/** A message's files, each shown the way its kind is best seen: played, viewed or downloaded. */
export function MessageAttachments({ attachments }: { attachments: Media[] }) {
  if (attachments.length === 0) return null;
  return (
    <ul aria-label="Attachments" className="flex w-72 max-w-full flex-col gap-1.5 sm:w-80">
      {attachments.map((media) => (
        <li key={media.mediaId}>
          <Attachment media={media} />
        </li>
      ))}
    </ul>
  );
}
