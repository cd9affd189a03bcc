import type { Media, ReviewThread } from '@create-together/contract';
import { AlertCircle, MessageSquare, Pause, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { MediaComments } from '@/components/review/media-comments';
import { formatDuration } from '@/entities/media';
import { cn } from '@/lib/cn';
import { claimPlayback } from './playback';
import { WaveformSlider } from './waveform-slider';

/**
 * A track: play/pause, its title, the waveform the server computed at upload (so nothing is
 * decoded to draw it) as the seek bar, and the time. Starting it pauses any other player.
 */
export function AudioPlayer({
  media,
  compact,
  comments,
}: {
  media: Media;
  compact?: boolean;
  /** Offer its comments at a moment (read by whoever hears it; written by someone signed in); `open` shows them at once. */
  comments?: { canComment: boolean; open?: boolean };
}) {
  const [commentsOpen, setCommentsOpen] = useState(comments?.open ?? false);
  // Read by the comments panel while it is open: its pins go on the waveform.
  const [threads, setThreads] = useState<readonly ReviewThread[] | null>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  // The file's own length wins once it is known; until then, what the server measured.
  const [loadedDuration, setLoadedDuration] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const duration = loadedDuration ?? media.durationSeconds ?? 0;

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    element.play()?.catch((error: unknown) => {
      // A pause before playback began rejects with AbortError: nothing went wrong.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
    });
  };

  const seek = (seconds: number) => {
    if (audio.current) audio.current.currentTime = seconds;
    setCurrent(seconds);
  };

  return (
    <div className={cn('flex min-w-0 items-center', compact ? 'gap-2.5' : 'gap-3.5')}>
      {/* biome-ignore lint/a11y/useMediaCaption: people's own uploads come without caption files; the title names it */}
      <audio
        ref={audio}
        src={media.url}
        preload="none"
        onPlay={(event) => {
          claimPlayback(event.currentTarget);
          setPlaying(true);
        }}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setCurrent(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => {
          const { duration: length } = event.currentTarget;
          if (Number.isFinite(length) && length > 0) setLoadedDuration(length);
        }}
        onError={() => {
          setFailed(true);
          setPlaying(false);
        }}
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={`${playing ? 'Pause' : 'Play'} ${media.title}`}
        className={cn(
          'grid shrink-0 place-items-center rounded-full bg-accent-600 text-white shadow-md shadow-accent-900/40 transition-colors hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400',
          compact ? 'size-9' : 'size-11',
        )}
      >
        {playing ? (
          <Pause aria-hidden className={compact ? 'size-4' : 'size-5'} fill="currentColor" />
        ) : (
          <Play
            aria-hidden
            className={cn('translate-x-px', compact ? 'size-4' : 'size-5')}
            fill="currentColor"
          />
        )}
      </button>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <p className="truncate text-sm font-medium text-ink" title={media.title}>
            {media.title}
          </p>
          <p className="shrink-0 text-xs text-ink-faint tabular-nums">
            {formatDuration(current)} / {formatDuration(duration)}
          </p>
        </div>
        <WaveformSlider
          peaks={media.waveform}
          current={current}
          duration={duration}
          label={`Seek ${media.title}`}
          onSeek={seek}
          compact={compact}
          marks={
            commentsOpen
              ? threads?.flatMap((thread) =>
                  thread.startMs === null
                    ? []
                    : [
                        {
                          at: thread.startMs / 1000,
                          end: thread.endMs === null ? null : thread.endMs / 1000,
                          resolved: thread.status === 'resolved',
                        },
                      ],
                )
              : undefined
          }
        />
        {comments ? (
          <button
            type="button"
            aria-expanded={commentsOpen}
            onClick={() => setCommentsOpen((open) => !open)}
            className="mt-1 inline-flex items-center gap-1 text-xs text-ink-muted hover:text-ink"
          >
            <MessageSquare aria-hidden className="size-3.5" />
            {commentsOpen && threads ? `Comments · ${threads.length}` : 'Comments'}
          </button>
        ) : null}
        {comments && commentsOpen ? (
          <MediaComments
            mediaId={media.mediaId}
            canComment={comments.canComment}
            position={current}
            onSeek={seek}
            onThreads={setThreads}
          />
        ) : null}
        {failed ? (
          <p role="alert" className="mt-1 flex items-center gap-1.5 text-xs text-rose-300">
            <AlertCircle aria-hidden className="size-3.5" />
            This file could not be played.
          </p>
        ) : null}
      </div>
    </div>
  );
}
