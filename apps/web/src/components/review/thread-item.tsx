import type { ReviewComment, ReviewThread } from '@create-together/contract';
import { CheckCheck, RotateCcw } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-parts';
import { useReply, useSetThreadResolved } from '@/entities/review';
import { cn } from '@/lib/cn';
import { timeAgo } from '@/lib/time';
import { type MentionablePerson, MentionField, withThreadPeople } from './mention-field';
import { spanOf } from './thread-text';

/** A comment's text with its @mentions marked. */
function CommentText({ comment }: { comment: ReviewComment }) {
  const names = new Set(comment.mentions.map((mention) => mention.username.toLowerCase()));
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of comment.body.matchAll(/@([A-Za-z0-9_.]{3,30})/g)) {
    const name = (match[1] ?? '').replace(/\.+$/, '');
    if (!names.has(name.toLowerCase()) || match.index === undefined) continue;
    parts.push(comment.body.slice(last, match.index));
    parts.push(
      <strong key={match.index} className="font-semibold text-accent-200">
        @{name}
      </strong>,
    );
    last = match.index + name.length + 1;
  }
  parts.push(comment.body.slice(last));
  return <p className="whitespace-pre-wrap break-words text-sm text-ink">{parts}</p>;
}

/**
 * One thread: where it is (a click plays from there, when it has a time), what it is about, its
 * comments with their mentions, a reply box, and Resolve or Reopen for those who may.
 */
export function ThreadItem({
  thread,
  name,
  selected,
  onOpen,
  people = [],
}: {
  thread: ReviewThread;
  name: string;
  selected: boolean;
  /** Plays from its moment (in the song's mixer); without it the time is only shown. */
  onOpen?: () => void;
  /** Who a reply may mention, beside the thread's own people (a project's members). */
  people?: readonly MentionablePerson[];
}) {
  const item = useRef<HTMLLIElement>(null);
  const [reply, setReply] = useState('');
  const send = useReply();
  const state = useSetThreadResolved();
  const replyId = useId();
  const resolved = thread.status === 'resolved';
  useEffect(() => {
    if (selected) item.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reply.trim() === '' || send.isPending) return;
    send.mutate({ threadId: thread.id, body: reply }, { onSuccess: () => setReply('') });
  };

  return (
    <li
      ref={item}
      aria-label={
        thread.startMs === null
          ? `Comment on ${name}`
          : `Comment at ${spanOf(thread.startMs, thread.endMs)} on ${name}`
      }
      aria-current={selected || undefined}
      className={cn(
        'rounded-xl border p-3',
        selected ? 'border-amber-300/60 bg-amber-300/5' : 'border-line bg-surface-2/40',
        resolved && 'opacity-75',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        {thread.startMs === null ? null : onOpen ? (
          <button
            type="button"
            onClick={onOpen}
            className="rounded-md bg-amber-300/15 px-1.5 py-0.5 font-mono text-xs text-amber-100 tabular-nums hover:bg-amber-300/25"
            aria-label={`Play from ${spanOf(thread.startMs, thread.endMs)}`}
          >
            {spanOf(thread.startMs, thread.endMs)}
          </button>
        ) : (
          <span className="rounded-md bg-amber-300/10 px-1.5 py-0.5 font-mono text-xs text-amber-100 tabular-nums">
            {spanOf(thread.startMs, thread.endMs)}
          </span>
        )}
        <span className="text-xs text-ink-muted">{name}</span>
        {resolved ? (
          <span className="text-xs text-emerald-300">
            Resolved{thread.resolvedBy ? ` by ${thread.resolvedBy.username}` : ''}
          </span>
        ) : null}
        {thread.policies.canResolve ? (
          <button
            type="button"
            onClick={() => state.mutate({ threadId: thread.id, resolved: !resolved })}
            disabled={state.isPending}
            className={buttonClass('ghost', 'sm', 'ml-auto h-7')}
          >
            {resolved ? (
              <RotateCcw aria-hidden className="size-3.5" />
            ) : (
              <CheckCheck aria-hidden className="size-3.5" />
            )}
            {resolved ? 'Reopen' : 'Resolve'}
          </button>
        ) : null}
      </div>
      <ul className="mt-2 space-y-2">
        {thread.comments.map((comment) => (
          <li key={comment.id} className="flex gap-2">
            <Avatar src={comment.author.avatarUrl} name={comment.author.username} size="xs" />
            <div className="min-w-0 flex-1">
              <p className="text-xs text-ink-faint">
                <span className="font-medium text-ink-muted">{comment.author.username}</span> ·{' '}
                {timeAgo(new Date(comment.createdAt * 1000).toISOString())}
              </p>
              <CommentText comment={comment} />
            </div>
          </li>
        ))}
      </ul>
      {thread.policies.canReply && !resolved ? (
        <form
          onSubmit={submit}
          className="mt-2 flex gap-2"
          aria-label={`Reply to ${thread.comments[0]?.author.username ?? 'the thread'}`}
        >
          <label htmlFor={replyId} className="sr-only">
            Reply
          </label>
          <MentionField
            id={replyId}
            value={reply}
            onValueChange={setReply}
            people={withThreadPeople(people, thread)}
            maxLength={2000}
            placeholder="Reply…"
            className={`${inputClass} h-8`}
          />
          <button
            type="submit"
            disabled={send.isPending || reply.trim() === ''}
            className={buttonClass('secondary', 'sm', 'h-8')}
          >
            Reply
          </button>
        </form>
      ) : null}
      {send.error ? (
        <p role="alert" className="mt-1 text-xs text-rose-300">
          {send.error.message}
        </p>
      ) : null}
    </li>
  );
}
