import { COMMENT_MAX, CommentBody } from '@create-together/contract';
import { useQuery } from '@tanstack/react-query';
import { LogIn, MessageSquare } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { FormAlert, fieldA11y, inputClass } from '@/components/ui/form-parts';
import { Spinner } from '@/components/ui/spinner';
import { commentsQueryOptions, useAddComment } from '@/entities/projects';
import { useCurrentUser } from '@/features/auth';
import { cn } from '@/lib/cn';
import { loginPathFor } from '@/lib/safe-redirect';
import { failureDetail } from './failure-detail';
import { formatMoment } from './format';
import { Panel } from './project-states';
import { PROJECT_UI_MESSAGES } from './projects-constants';

function CommentForm({ projectId }: { projectId: string }) {
  const id = useId();
  const add = useAddComment(projectId);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CommentBody.safeParse({ content });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setFailure(null);
    add.mutate(parsed.data.content, {
      onSuccess: () => setContent(''),
      onError: (e) => setFailure(failureDetail(e) ?? ''),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Add a comment
      </label>
      <textarea
        id={id}
        rows={3}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          if (error) setError(undefined);
        }}
        placeholder="Say what you like, ask a question, offer a hand…"
        {...fieldA11y(id, error)}
        className={cn(inputClass, 'resize-y py-2.5 leading-relaxed')}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-rose-300">
          {error}
        </p>
      ) : null}
      <FormAlert message={failure === null ? null : PROJECT_UI_MESSAGES.commentFailed} detail={failure} />
      <div className="flex items-center justify-between gap-3">
        <span
          className={cn(
            'text-xs tabular-nums',
            content.length > COMMENT_MAX ? 'text-rose-300' : 'text-ink-faint',
          )}
        >
          {content.length}/{COMMENT_MAX}
        </span>
        <button type="submit" disabled={add.isPending} className={buttonClass('primary', 'sm')}>
          {add.isPending ? 'Posting...' : 'Post comment'}
        </button>
      </div>
    </form>
  );
}

/** Comments, newest first, and the form to add one (or a sign-in link). */
export function ProjectComments({ projectId }: { projectId: string }) {
  const user = useCurrentUser();
  const location = useLocation();
  const comments = useQuery(commentsQueryOptions(projectId));
  const newestFirst = [...(comments.data ?? [])].sort((a, b) => b.createdAt - a.createdAt);

  return (
    <Panel title="Comments">
      {user ? (
        <CommentForm projectId={projectId} />
      ) : (
        <Link
          to={loginPathFor(location.pathname, location.search)}
          className={buttonClass('secondary', 'sm')}
        >
          <LogIn aria-hidden className="size-4" />
          Sign in to comment
        </Link>
      )}
      <div className="mt-5 border-t border-line pt-4">
        {comments.isPending ? (
          <Spinner label="Loading comments..." />
        ) : comments.isError ? (
          <p className="text-sm text-rose-300">
            {PROJECT_UI_MESSAGES.commentsFailed}{' '}
            <button
              type="button"
              onClick={() => void comments.refetch()}
              className="font-medium text-accent-300 underline-offset-2 hover:underline"
            >
              Try again
            </button>
          </p>
        ) : newestFirst.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-ink-faint">
            <MessageSquare aria-hidden className="size-4" />
            No comments yet. Be the first to say something.
          </p>
        ) : (
          <ol aria-label="Comments" className="flex flex-col gap-4">
            {newestFirst.map((comment) => {
              const at = new Date(comment.createdAt * 1000).toISOString();
              return (
                <li key={comment.commentId} className="flex gap-3">
                  <Avatar src={comment.author.avatarUrl} name={comment.author.username} />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                      <Link
                        to={`/profile/${comment.author.userId}`}
                        className="font-medium text-ink hover:text-accent-200"
                      >
                        {comment.author.username}
                      </Link>
                      <time dateTime={at} className="text-xs text-ink-faint">
                        {formatMoment(at)}
                      </time>
                    </p>
                    <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-muted">
                      {comment.content}
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </Panel>
  );
}
