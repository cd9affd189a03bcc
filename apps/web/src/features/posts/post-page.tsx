import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, MessageSquareOff } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PostCard } from '@/components/posts';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { postQueryOptions } from '@/entities/posts';
import { useCurrentUser } from '@/features/auth';
import { ApiError } from '@/lib/api-error';

/** /posts/{id} — one post with its comments open: where a like or comment notification leads. */
export function PostPage() {
  const { id = '' } = useParams();
  const me = useCurrentUser();
  const query = useQuery(postQueryOptions(id));
  const post = query.data?.posts[0];

  let body: React.ReactNode;
  if (query.isPending) body = <Spinner label="Loading the post..." showLabel />;
  else if (query.error instanceof ApiError && query.error.status === 404)
    body = (
      <EmptyState icon={MessageSquareOff} title="Post not found">
        It was deleted, or it is not yours to see.
      </EmptyState>
    );
  else if (query.isError || !post)
    body = (
      <LoadError
        message="Could not load the post."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else body = <PostCard post={post} viewer={me} commentsOpen />;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <Link to="/explore?view=posts" className={buttonClass('ghost', 'sm', 'self-start')}>
        <ArrowLeft aria-hidden className="size-4" />
        All posts
      </Link>
      {body}
    </div>
  );
}
