import { type PostComment, PostCommentBody } from '@create-together/contract';
import { useQuery } from '@tanstack/react-query';
import { LogIn, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { fieldA11y, inputClass } from '@/components/ui/form-parts';
import { Spinner } from '@/components/ui/spinner';
import {
  POST_MESSAGES,
  postCommentsQueryOptions,
  useAddPostComment,
  useDeletePostComment,
} from '@/entities/posts';
import { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { loginPathFor } from '@/lib/safe-redirect';
import { formatDateTime, timeAgo } from '@/lib/time';
import { authorName, isoFromSeconds, type PostViewer } from './post-viewer';

function CommentForm({ postId }: { postId: string }) {
  const id = useId();
  const add = useAddPostComment(postId);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PostCommentBody.safeParse({ content });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    add.mutate(parsed.data.content, {
      onSuccess: () => setContent(''),
      onError: (e) =>
        setError(e instanceof ApiError && e.serverMessage ? e.serverMessage : POST_MESSAGES.commentFailed),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-1.5">
      <label htmlFor={id} className="sr-only">
        Write a comment
      </label>
      <div className="flex items-start gap-2">
        <textarea
          id={id}
          rows={1}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            if (error) setError(undefined);
          }}
          placeholder="Write a comment…"
          {...fieldA11y(id, error)}
          className={cn(inputClass, 'min-h-9 resize-y py-2 leading-snug')}
        />
        <button type="submit" disabled={add.isPending} className={buttonClass('primary', 'sm', 'mt-0.5')}>
          {add.isPending ? 'Sending…' : 'Comment'}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-rose-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function CommentItem({ comment, canDelete }: { comment: PostComment; canDelete: boolean }) {
  const remove = useDeletePostComment(comment.postId);
  const name = authorName(comment.author);
  const at = isoFromSeconds(comment.createdAt);
  return (
    <li className="flex gap-2.5">
      <Avatar src={comment.author.avatarUrl} name={name} size="sm" />
      <div className="min-w-0 flex-1 rounded-xl bg-surface-2 px-3 py-2">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link
            to={`/profile/${encodeURIComponent(comment.author.userId)}`}
            className="font-medium text-ink hover:text-accent-200"
          >
            {name}
          </Link>
          <time dateTime={at} title={formatDateTime(at)} className="text-xs text-ink-faint">
            {timeAgo(at)}
          </time>
          {canDelete ? (
            <button
              type="button"
              onClick={() => remove.mutate(comment.commentId)}
              disabled={remove.isPending}
              aria-label="Delete comment"
              className="ml-auto rounded p-0.5 text-ink-faint hover:text-rose-300"
            >
              <Trash2 aria-hidden className="size-3.5" />
            </button>
          ) : null}
        </p>
        <p className="mt-0.5 text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-muted">
          {comment.content}
        </p>
      </div>
    </li>
  );
}

/**
 * A post's comments, oldest first, and the form to add one (or a way to sign in). Each offers
 * Delete when its policies say the viewer may (whoever wrote it, and the post's author).
 */
export function PostComments({ postId, viewer }: { postId: string; viewer: PostViewer | null }) {
  const location = useLocation();
  const comments = useQuery(postCommentsQueryOptions(postId));

  return (
    <div className="flex flex-col gap-3 border-t border-line pt-3">
      {comments.isPending ? (
        <Spinner label="Loading comments..." />
      ) : comments.isError ? (
        <p role="alert" className="text-sm text-rose-300">
          Comments could not be loaded.{' '}
          <button
            type="button"
            onClick={() => void comments.refetch()}
            className="font-medium text-accent-300 underline-offset-2 hover:underline"
          >
            Try again
          </button>
        </p>
      ) : comments.data.length === 0 ? (
        <p className="text-sm text-ink-faint">No comments yet.</p>
      ) : (
        <ol aria-label="Comments" className="flex flex-col gap-2.5">
          {comments.data.map((comment) => (
            <CommentItem key={comment.commentId} comment={comment} canDelete={comment.policies.canDelete} />
          ))}
        </ol>
      )}
      {viewer ? (
        <CommentForm postId={postId} />
      ) : (
        <Link
          to={loginPathFor(location.pathname, location.search)}
          className={buttonClass('secondary', 'sm', 'self-start')}
        >
          <LogIn aria-hidden className="size-4" />
          Sign in to comment
        </Link>
      )}
    </div>
  );
}
