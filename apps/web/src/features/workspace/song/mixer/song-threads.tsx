import type { ReviewThread } from '@create-together/contract';
import { MessageSquarePlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { MentionField } from '@/components/review/mention-field';
import { ThreadItem } from '@/components/review/thread-item';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-parts';
import { useStartThread } from '@/entities/review';
import { useProjectPeople } from '../../review/project-people';
import { formatOffset, parseOffset } from '../offset-format';
import type { ViewLane } from './view-lane';

/** What a thread is about, as its row names it. */
function subjectName(thread: ReviewThread, lanes: readonly ViewLane[]): string {
  const subject = thread.subject;
  if (subject.kind === 'track')
    return lanes.find((lane) => lane.id === subject.trackId)?.track.name ?? subject.name;
  if (subject.kind === 'take') return `Take: ${subject.name}`;
  return 'The proposal';
}

/**
 * Comments at a moment of the song (docs/design/review.md §2): every thread on the tracks (and, when
 * a proposal is compared, its takes) in order of time; a click moves the playhead there; members
 * comment at the playhead (a loop region makes it a range), reply, resolve and reopen.
 */
export function SongThreads({
  projectId,
  lanes,
  threads,
  canComment,
  position,
  loop,
  focusedLaneId,
  selectedId,
  onOpen,
}: {
  projectId: string;
  lanes: readonly ViewLane[];
  threads: readonly ReviewThread[];
  canComment: boolean;
  /** The playhead, in seconds. */
  position: () => number;
  loop: { start: number; end: number } | null;
  focusedLaneId: string | null;
  selectedId: string | null;
  onOpen: (thread: ReviewThread) => void;
}) {
  const headingId = useId();
  const people = useProjectPeople(projectId);
  const [showResolved, setShowResolved] = useState(false);
  const [composing, setComposing] = useState<{ laneId: string; at: string; until: string } | null>(null);
  const laneIds = new Set(lanes.map((lane) => lane.id));
  const onLanes = threads.filter(
    (thread) =>
      (thread.subject.kind === 'track' && laneIds.has(thread.subject.trackId)) ||
      (thread.subject.kind === 'take' && laneIds.has(thread.subject.takeId)),
  );
  const resolved = onLanes.filter((thread) => thread.status === 'resolved').length;
  const shown = onLanes.filter(
    (thread) => showResolved || thread.status === 'open' || thread.id === selectedId,
  );

  const startComposing = () => {
    const at = position();
    const inLoop = loop && at >= loop.start && at < loop.end;
    setComposing({
      laneId: focusedLaneId && laneIds.has(focusedLaneId) ? focusedLaneId : (lanes[0]?.id ?? ''),
      at: formatOffset(at * 1000),
      until: inLoop && loop ? formatOffset(loop.end * 1000) : '',
    });
  };

  return (
    <section aria-labelledby={headingId} className="border-t border-line px-3 py-3 sm:px-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-baseline gap-2 text-sm font-semibold text-ink">
          Comments
          <span className="font-normal text-ink-faint tabular-nums">{onLanes.length - resolved} open</span>
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          {resolved > 0 ? (
            <button
              type="button"
              aria-pressed={showResolved}
              onClick={() => setShowResolved((was) => !was)}
              className={buttonClass('ghost', 'sm')}
            >
              {showResolved ? 'Hide resolved' : `Show ${resolved} resolved`}
            </button>
          ) : null}
          {canComment && !composing ? (
            <button type="button" onClick={startComposing} className={buttonClass('secondary', 'sm')}>
              <MessageSquarePlus aria-hidden className="size-4" />
              Comment at the playhead
            </button>
          ) : null}
        </div>
      </div>
      {composing ? (
        <Composer
          projectId={projectId}
          lanes={lanes}
          draft={composing}
          onDone={(thread) => {
            setComposing(null);
            if (thread) onOpen(thread);
          }}
        />
      ) : null}
      {shown.length === 0 ? (
        <p className="mt-2 text-sm text-ink-faint">
          {onLanes.length === 0
            ? 'No comments yet. Pause where something needs work and say what.'
            : 'Every comment is resolved.'}
        </p>
      ) : (
        <ol className="mt-2 space-y-2">
          {shown.map((thread) => (
            <ThreadItem
              key={thread.id}
              thread={thread}
              name={subjectName(thread, lanes)}
              selected={thread.id === selectedId}
              onOpen={() => onOpen(thread)}
              people={people}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function Composer({
  projectId,
  lanes,
  draft,
  onDone,
}: {
  projectId: string;
  lanes: readonly ViewLane[];
  draft: { laneId: string; at: string; until: string };
  onDone: (thread: ReviewThread | null) => void;
}) {
  const id = useId();
  const [laneId, setLaneId] = useState(draft.laneId);
  const [at, setAt] = useState(draft.at);
  const [until, setUntil] = useState(draft.until);
  const [body, setBody] = useState('');
  const start = useStartThread({ projectId });
  const people = useProjectPeople(projectId);
  const lane = lanes.find((each) => each.id === laneId);
  const atMs = parseOffset(at);
  const untilMs = until.trim() === '' ? null : parseOffset(until);
  const problem =
    atMs === null
      ? 'Write the moment as minutes:seconds, e.g. 2:36.'
      : until.trim() !== '' && untilMs === null
        ? 'Write the end as minutes:seconds, or leave it empty for a moment.'
        : untilMs !== null && untilMs <= atMs
          ? 'A range must start before it ends.'
          : start.error
            ? start.error.message
            : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!lane || atMs === null || (problem && !start.error) || body.trim() === '' || start.isPending) return;
    start.mutate(
      {
        subject: lane.take ? { kind: 'take', takeId: lane.id } : { kind: 'track', trackId: lane.id },
        atMs,
        ...(untilMs !== null ? { endMs: untilMs } : {}),
        body,
      },
      { onSuccess: (thread) => onDone(thread) },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label="New comment"
      className="mt-3 space-y-2 rounded-xl border border-line bg-surface-2/60 p-3"
    >
      <div className="flex flex-wrap gap-2">
        <label className="flex min-w-40 flex-1 flex-col gap-1 text-xs text-ink-muted">
          On
          <select
            value={laneId}
            onChange={(event) => setLaneId(event.target.value)}
            className={`${inputClass} h-9`}
          >
            {lanes.map((each) => (
              <option key={each.id} value={each.id}>
                {each.take ? `Take: ${each.track.name}` : each.track.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex w-28 flex-col gap-1 text-xs text-ink-muted">
          At
          <input
            value={at}
            onChange={(event) => {
              setAt(event.target.value);
              start.reset();
            }}
            className={`${inputClass} h-9 tabular-nums`}
          />
        </label>
        <label className="flex w-28 flex-col gap-1 text-xs text-ink-muted">
          Until (optional)
          <input
            value={until}
            onChange={(event) => {
              setUntil(event.target.value);
              start.reset();
            }}
            placeholder="—"
            className={`${inputClass} h-9 tabular-nums`}
          />
        </label>
      </div>
      <label htmlFor={id} className="sr-only">
        Comment
      </label>
      <MentionField
        multiline
        id={id}
        value={body}
        onValueChange={setBody}
        people={people}
        rows={2}
        maxLength={2000}
        placeholder="What needs work here? @mention a bandmate to ask them."
        className={`${inputClass} py-2`}
        aria-invalid={Boolean(problem) || undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      <p
        id={`${id}-problem`}
        role={problem ? 'alert' : undefined}
        className="text-xs text-rose-300 empty:hidden"
      >
        {problem}
      </p>
      <div className="flex justify-end gap-2">
        <button type="button" onClick={() => onDone(null)} className={buttonClass('ghost', 'sm')}>
          Cancel
        </button>
        <button
          type="submit"
          disabled={start.isPending || body.trim() === '' || Boolean(problem && !start.error)}
          className={buttonClass('primary', 'sm')}
        >
          {start.isPending ? 'Posting…' : 'Post comment'}
        </button>
      </div>
    </form>
  );
}
