import type { ReviewThread } from '@create-together/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-parts';
import { mediaThreadsQueryOptions, useStartThread } from '@/entities/review';
import { MentionField, withThreadPeople } from './mention-field';
import { ThreadItem } from './thread-item';
import { clockOf } from './thread-text';

/**
 * A file's comments at a moment (docs/design/review.md §2), under its player: the threads in order
 * of time (a click plays from there), and, for someone signed in, a box to comment at where the
 * player is.
 */
export function MediaComments({
  mediaId,
  canComment,
  position,
  onSeek,
  onThreads,
}: {
  mediaId: string;
  canComment: boolean;
  /** Where the player is, in seconds. */
  position: number;
  onSeek: (seconds: number) => void;
  /** The threads as read, for the player's waveform to show where they are. */
  onThreads: (threads: readonly ReviewThread[]) => void;
}) {
  const query = useQuery(mediaThreadsQueryOptions(mediaId));
  const threads = query.data ?? [];
  useEffect(() => {
    if (query.data) onThreads(query.data);
  }, [query.data, onThreads]);
  const id = useId();
  const [body, setBody] = useState('');
  const start = useStartThread({ mediaId });
  const atMs = Math.round(position * 1000);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '' || start.isPending) return;
    start.mutate({ atMs, body }, { onSuccess: () => setBody('') });
  };
  return (
    <div className="mt-2 space-y-2">
      {query.isError ? (
        <p role="alert" className="text-xs text-rose-300">
          The comments could not be loaded.
        </p>
      ) : threads.length === 0 ? (
        <p className="text-xs text-ink-faint">{query.isPending ? 'Loading comments…' : 'No comments yet.'}</p>
      ) : (
        <ol className="space-y-2">
          {threads.map((thread) => (
            <ThreadItem
              key={thread.id}
              thread={thread}
              name="this file"
              selected={false}
              onOpen={thread.startMs === null ? undefined : () => onSeek((thread.startMs ?? 0) / 1000)}
              people={withThreadPeople([], ...threads)}
            />
          ))}
        </ol>
      )}
      {canComment ? (
        <form onSubmit={submit} aria-label="Comment on this file" className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={id} className="sr-only">
            Comment at {clockOf(atMs)}
          </label>
          <MentionField
            id={id}
            value={body}
            onValueChange={(text) => {
              setBody(text);
              if (start.error) start.reset();
            }}
            people={withThreadPeople([], ...threads)}
            maxLength={2000}
            placeholder={`Comment at ${clockOf(atMs)}…`}
            className={`${inputClass} h-9`}
          />
          <button
            type="submit"
            disabled={start.isPending || body.trim() === ''}
            className={buttonClass('secondary', 'sm', 'h-9')}
          >
            Comment at {clockOf(atMs)}
          </button>
        </form>
      ) : null}
      {start.error ? (
        <p role="alert" className="text-xs text-rose-300">
          {start.error.message}
        </p>
      ) : null}
    </div>
  );
}
