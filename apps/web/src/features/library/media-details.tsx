import type { Media } from '@create-together/contract';
import { Globe2, Lock } from 'lucide-react';
import { AudioAnalysisLine } from '@/components/media';
import { formatBytes, formatDuration, MEDIA_KIND_LABELS } from '@/entities/media';
import { cn } from '@/lib/cn';

/**
 * "Audio · 3:10 · 3.4 MB", who can see it, the songs it is a track of, and for audio what was heard
 * in it (tempo, key, loudness, peak) with a warning for clipping.
 */
export function MediaDetails({ media, className }: { media: Media; className?: string }) {
  const parts = [
    MEDIA_KIND_LABELS[media.kind],
    media.durationSeconds != null ? formatDuration(media.durationSeconds) : null,
    media.kind === 'image' && media.width && media.height ? `${media.width} × ${media.height}` : null,
    formatBytes(media.sizeBytes),
  ].filter(Boolean);
  return (
    <div className={cn('flex min-w-0 flex-wrap items-center gap-x-2.5 gap-y-1', className)}>
      <VisibilityBadge visibility={media.visibility} />
      <p className="min-w-0 truncate text-xs text-ink-faint tabular-nums">{parts.join(' · ')}</p>
      {media.usedIn && media.usedIn.length > 0 ? (
        <p className="min-w-0 truncate text-xs text-ink-muted">
          Used in {media.usedIn.map((song) => song.name).join(', ')}
        </p>
      ) : null}
      <AudioAnalysisLine analysis={media.analysis} className="basis-full" />
    </div>
  );
}

function VisibilityBadge({ visibility }: { visibility: Media['visibility'] }) {
  const isPublic = visibility === 'public';
  const Icon = isPublic ? Globe2 : Lock;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-px text-[11px] font-medium',
        isPublic
          ? 'border-emerald-400/35 bg-emerald-400/10 text-emerald-200'
          : 'border-line-strong bg-surface-3 text-ink-muted',
      )}
    >
      <Icon aria-hidden className="size-3" />
      {isPublic ? 'Public' : 'Private'}
    </span>
  );
}
