import type { ReviewThread } from '@create-together/contract';
import { MessageSquare } from 'lucide-react';
import { clockOf, excerptOf } from '@/components/review/thread-text';
import { cn } from '@/lib/cn';

/**
 * A lane's comments where they are in the music: a pin at a moment, a band over a range, resolved
 * ones dimmed. A pin is a button (it opens the thread and moves the playhead there); pressing it
 * never reaches the lane below (which would seek or drag).
 */
export function ThreadMarkers({
  threads,
  view,
  selectedId,
  onOpen,
}: {
  threads: readonly ReviewThread[];
  view: { startSec: number; pxPerSec: number; width: number };
  selectedId: string | null;
  onOpen: (thread: ReviewThread) => void;
}) {
  const stop = (event: React.PointerEvent) => event.stopPropagation();
  return (
    <>
      {threads.map((thread) => {
        if (thread.startMs === null) return null;
        const x = (thread.startMs / 1000 - view.startSec) * view.pxPerSec;
        const end = thread.endMs === null ? x : (thread.endMs / 1000 - view.startSec) * view.pxPerSec;
        if (end < -12 || x > view.width + 12) return null;
        const first = thread.comments[0];
        const resolved = thread.status === 'resolved';
        const selected = thread.id === selectedId;
        return (
          <div
            key={thread.id}
            className="pointer-events-none absolute inset-y-0"
            style={{ left: 0, right: 0 }}
          >
            {thread.endMs !== null ? (
              <div
                aria-hidden
                className={cn(
                  'absolute inset-y-0 border-x',
                  resolved ? 'border-white/10 bg-white/5' : 'border-amber-300/50 bg-amber-300/10',
                  selected && 'bg-amber-300/20',
                )}
                style={{
                  left: Math.max(0, x),
                  width: Math.max(2, Math.min(view.width, end) - Math.max(0, x)),
                }}
              />
            ) : null}
            <button
              type="button"
              onPointerDown={stop}
              onPointerUp={stop}
              onClick={() => onOpen(thread)}
              aria-label={`Comment by ${first?.author.username ?? 'someone'} at ${clockOf(thread.startMs)}${
                resolved ? ', resolved' : ''
              }: ${excerptOf(first?.body ?? '')}`}
              title={`${first?.author.username ?? ''} at ${clockOf(thread.startMs)}: ${excerptOf(first?.body ?? '')}`}
              className={cn(
                'pointer-events-auto absolute top-1 grid size-6 -translate-x-1/2 place-items-center rounded-full rounded-bl-none border shadow-sm transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-accent-300',
                resolved
                  ? 'border-white/20 bg-surface-2 text-ink-faint'
                  : 'border-amber-200/70 bg-amber-300 text-zinc-900',
                selected && 'scale-110 ring-2 ring-white/80',
              )}
              style={{ left: x }}
            >
              <MessageSquare aria-hidden className="size-3.5" />
            </button>
          </div>
        );
      })}
    </>
  );
}
