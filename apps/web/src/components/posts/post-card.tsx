import type { Post } from '@create-together/contract';
import { FolderKanban, Heart, MessageCircle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MediaView } from '@/components/media';
import { Avatar } from '@/components/ui/avatar';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeletePost, useLikePost } from '@/entities/posts';
import { cn } from '@/lib/cn';
import { formatCount, plural } from '@/lib/plural';
import { loginPathFor } from '@/lib/safe-redirect';
import { formatDateTime, timeAgo } from '@/lib/time';
import { PostComments } from './post-comments';
import { PostText } from './post-text';
import { authorName, isoFromSeconds, type PostViewer } from './post-viewer';

const actionClass =
  'inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-sm tabular-nums text-ink-muted transition-colors hover:bg-white/5 hover:text-ink';

/** The like toggle: optimistic when signed in; a way to sign in (and back) otherwise. */
function LikeButton({ post, signedIn }: { post: Post; signedIn: boolean }) {
  const like = useLikePost(post.postId);
  const location = useLocation();
  const liked = post.likedByMe;
  const content = (
    <>
      <Heart aria-hidden className={cn('size-4', liked && 'fill-rose-400 text-rose-400')} />
      {formatCount(post.likes)}
    </>
  );
  if (!signedIn)
    return (
      <Link
        to={loginPathFor(location.pathname, location.search)}
        aria-label={`Sign in to like (${plural(post.likes, 'like')})`}
        className={actionClass}
      >
        {content}
      </Link>
    );
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={`Like (${plural(post.likes, 'like')})`}
      onClick={() => like.mutate(!liked)}
      className={cn(actionClass, liked && 'text-rose-200')}
    >
      {content}
    </button>
  );
}

/** The author's way to delete a post, asked first. */
function DeletePost({ postId }: { postId: string }) {
  const remove = useDeletePost();
  const [confirm, setConfirm] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="Delete post"
        disabled={remove.isPending}
        onClick={() => setConfirm(true)}
        className="grid size-8 shrink-0 place-items-center rounded-lg text-ink-faint transition-colors hover:bg-white/5 hover:text-rose-300"
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
      <ConfirmDialog
        danger
        open={confirm}
        onOpenChange={setConfirm}
        title="Delete this post?"
        description="It disappears for everyone, with its likes and comments."
        confirmLabel="Delete"
        onConfirm={() => remove.mutate(postId)}
      />
    </>
  );
}

/** One post: who and when, the text, the attached file, the project it is about, likes and comments. */
export function PostCard({
  post,
  viewer,
  hideProject = false,
  commentsOpen = false,
  className,
}: {
  post: Post;
  viewer: PostViewer | null;
  /** In the project's own list, its chip says nothing new. */
  hideProject?: boolean;
  /** The post's own page shows its thread from the start. */
  commentsOpen?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(commentsOpen);
  const commentsId = useId();
  const name = authorName(post.author);
  const at = isoFromSeconds(post.createdAt);
  const profile = `/profile/${encodeURIComponent(post.author.userId)}`;

  return (
    <article
      aria-label={`Post by ${name}`}
      className={cn('flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5', className)}
    >
      <header className="flex items-start gap-3">
        <Link to={profile} tabIndex={-1} aria-hidden>
          <Avatar src={post.author.avatarUrl} name={name} />
        </Link>
        <div className="min-w-0 flex-1 text-sm">
          <Link to={profile} className="block truncate font-medium text-ink hover:text-accent-200">
            {name}
          </Link>
          <p className="truncate text-xs text-ink-faint">
            @{post.author.username} ·{' '}
            <time dateTime={at} title={formatDateTime(at)}>
              {timeAgo(at)}
            </time>
          </p>
        </div>
        {post.policies.canDelete ? <DeletePost postId={post.postId} /> : null}
      </header>
      {post.content ? (
        <PostText text={post.content} className="text-sm text-ink sm:text-[0.9375rem]" />
      ) : null}
      {post.media ? <MediaView media={post.media} compact viewerId={viewer?.id ?? null} /> : null}
      {post.project && !hideProject ? (
        <Link
          to={`/projects/${encodeURIComponent(post.project.projectId)}`}
          className="inline-flex max-w-full items-center gap-2 self-start rounded-full border border-line bg-surface-2 py-1 pr-3 pl-1 text-xs text-ink-muted transition-colors hover:border-accent-500/60 hover:text-ink"
        >
          {post.project.coverImageUrl ? (
            <img src={post.project.coverImageUrl} alt="" className="size-5 rounded-full object-cover" />
          ) : (
            <span className="grid size-5 place-items-center rounded-full bg-accent-600/25 text-accent-200">
              <FolderKanban aria-hidden className="size-3" />
            </span>
          )}
          <span className="truncate">{post.project.name}</span>
        </Link>
      ) : null}
      <footer className="-mx-2.5 flex items-center gap-1">
        <LikeButton post={post} signedIn={viewer !== null} />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={commentsId}
          aria-label={plural(post.comments, 'comment')}
          onClick={() => setOpen((value) => !value)}
          className={cn(actionClass, open && 'text-ink')}
        >
          <MessageCircle aria-hidden className="size-4" />
          {formatCount(post.comments)}
        </button>
      </footer>
      <div id={commentsId} hidden={!open}>
        {open ? <PostComments postId={post.postId} viewer={viewer} /> : null}
      </div>
    </article>
  );
}
