import { type ProjectThreadBody, REVIEW_COMMENT_MAX, type ReviewThread } from '@create-together/contract';
import { MessageSquarePlus } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { MentionField } from '@/components/review/mention-field';
import { ThreadItem } from '@/components/review/thread-item';
import { buttonClass } from '@/components/ui/button';
import { FormAlert, fieldA11y, inputClass } from '@/components/ui/form-parts';
import { useStartThread } from '@/entities/review';
import { type FieldOf, useContractForm } from '@/hooks/forms/use-contract-form';
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

/** The new comment as typed: the moments as text until it is sent. */
interface CommentDraft {
  laneId: string;
  at: string;
  until: string;
  body: string;
}

export const COMMENT_MESSAGES = {
  at: 'Write the moment as minutes:seconds, e.g. 2:36.',
  until: 'Write the end as minutes:seconds, or leave it empty for a moment.',
  failed: 'The comment could not be posted.',
} as const;

/** The end as the server takes it: none for a moment, null (which the form words) while unreadable. */
const endOf = (until: string): number | null | undefined =>
  until.trim() === '' ? undefined : parseOffset(until);

/** The body's fields as the form's: its subject is the lane chosen, its times the moments typed. */
const COMMENT_FIELDS: Record<string, keyof CommentDraft> = {
  subject: 'laneId',
  atMs: 'at',
  endMs: 'until',
  body: 'body',
};

const commentFieldOf: FieldOf<CommentDraft> = (path, message) => {
  const field = COMMENT_FIELDS[path.split('.')[0] ?? path];
  return field ? { field, message } : undefined;
};

/** Words of the form's own: a moment it cannot read (the schema's would speak of milliseconds). */
const unreadable = (values: CommentDraft): Partial<Record<keyof CommentDraft, string>> => ({
  ...(parseOffset(values.at) === null ? { at: COMMENT_MESSAGES.at } : {}),
  ...(endOf(values.until) === null ? { until: COMMENT_MESSAGES.until } : {}),
});

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
  const fieldId = (field: keyof CommentDraft) => `${id}-${field}`;
  const start = useStartThread({ projectId });
  const people = useProjectPeople(projectId);
  const toBody = ({ laneId, at, until, body }: CommentDraft): unknown => {
    const lane = lanes.find((each) => each.id === laneId);
    const endMs = endOf(until);
    return {
      subject: lane?.take ? { kind: 'take', takeId: laneId } : { kind: 'track', trackId: laneId },
      atMs: parseOffset(at),
      ...(endMs !== undefined ? { endMs } : {}),
      body,
    };
  };
  const form = useContractForm<CommentDraft, ProjectThreadBody>({
    schema: (contract) => contract.ProjectThreadBody,
    toBody,
    fieldOf: commentFieldOf,
    refine: unreadable,
    defaultValues: { ...draft, body: '' },
  });
  const { errors } = form.formState;
  const { field: body } = useController({ control: form.control, name: 'body' });
  const empty = body.value.trim() === '';

  const submit = form.handleSubmit((thread) =>
    start
      .mutateAsync(thread)
      .then(onDone, (error: unknown) =>
        form.placeServerError(error, error instanceof Error ? error.message : COMMENT_MESSAGES.failed),
      ),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="New comment"
      className="mt-3 space-y-2 rounded-xl border border-line bg-surface-2/60 p-3"
    >
      <div className="flex flex-wrap gap-2">
        <RowField
          id={fieldId('laneId')}
          label="On"
          error={errors.laneId?.message}
          className="min-w-40 flex-1"
        >
          <select
            id={fieldId('laneId')}
            {...form.register('laneId')}
            {...fieldA11y(fieldId('laneId'), errors.laneId?.message)}
            className={`${inputClass} h-9`}
          >
            {lanes.map((each) => (
              <option key={each.id} value={each.id}>
                {each.take ? `Take: ${each.track.name}` : each.track.name}
              </option>
            ))}
          </select>
        </RowField>
        <RowField id={fieldId('at')} label="At" error={errors.at?.message} className="w-28">
          <input
            id={fieldId('at')}
            {...form.register('at')}
            {...fieldA11y(fieldId('at'), errors.at?.message)}
            className={`${inputClass} h-9 tabular-nums`}
          />
        </RowField>
        <RowField
          id={fieldId('until')}
          label="Until (optional)"
          error={errors.until?.message}
          className="w-28"
        >
          <input
            id={fieldId('until')}
            {...form.register('until')}
            {...fieldA11y(fieldId('until'), errors.until?.message)}
            placeholder="—"
            className={`${inputClass} h-9 tabular-nums`}
          />
        </RowField>
      </div>
      <label htmlFor={fieldId('body')} className="sr-only">
        Comment
      </label>
      <MentionField
        multiline
        id={fieldId('body')}
        ref={body.ref}
        value={body.value}
        onValueChange={body.onChange}
        people={people}
        rows={2}
        maxLength={REVIEW_COMMENT_MAX}
        placeholder="What needs work here? @mention a bandmate to ask them."
        className={`${inputClass} py-2`}
        {...fieldA11y(fieldId('body'), errors.body?.message)}
      />
      <FieldError id={fieldId('body')} message={errors.body?.message} />
      <FormAlert message={form.formError ?? null} />
      <div className="flex justify-end gap-2">
        <button type="button" onClick={() => onDone(null)} className={buttonClass('ghost', 'sm')}>
          Cancel
        </button>
        <button type="submit" disabled={start.isPending || empty} className={buttonClass('primary', 'sm')}>
          {start.isPending ? 'Posting…' : 'Post comment'}
        </button>
      </div>
    </form>
  );
}

/** A field's message under it, at the id `fieldA11y` points at. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={`${id}-error`} className="text-xs font-medium text-rose-300">
      {message}
    </p>
  ) : null;
}

/** One of the comment's small fields in a row: its label above, its message under it. */
function RowField({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-xs text-ink-muted">
        {label}
      </label>
      {children}
      <FieldError id={id} message={error} />
    </div>
  );
}
