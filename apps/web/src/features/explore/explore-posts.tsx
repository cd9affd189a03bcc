import type { PostSort } from '@create-together/contract';
import { LogIn, Newspaper, PenLine, SearchX } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { PostComposer, PostList } from '@/components/posts';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useCurrentUser } from '@/features/auth';
import { loginPathFor } from '@/lib/safe-redirect';

/** Nothing posted at all: signed in, a way into the composer above; signed out, a way to sign in. */
function NoPostsYet({ composerId, signedIn }: { composerId: string; signedIn: boolean }) {
  const location = useLocation();
  return (
    <EmptyState
      icon={Newspaper}
      title="No posts yet"
      action={
        signedIn ? (
          <button
            type="button"
            onClick={() => document.getElementById(composerId)?.focus()}
            className={buttonClass('secondary')}
          >
            <PenLine aria-hidden className="size-4" />
            Write the first post
          </button>
        ) : (
          <Link to={loginPathFor(location.pathname, location.search)} className={buttonClass('primary')}>
            <LogIn aria-hidden className="size-4" />
            Sign in to post
          </Link>
        )
      }
    >
      Share what you are making — a work in progress, a finished track, a call for collaborators.
    </EmptyState>
  );
}

/** Explore's Posts side: everyone's posts, searched and sorted; signed in, the composer on top. */
export function ExplorePosts({ q, sort, onClear }: { q: string; sort: PostSort; onClear: () => void }) {
  const me = useCurrentUser();
  const composerId = useId();
  return (
    <section
      aria-labelledby={`${composerId}-heading`}
      className="mx-auto flex w-full max-w-2xl flex-col gap-5"
    >
      <h2 id={`${composerId}-heading`} className="sr-only">
        Posts
      </h2>
      {me ? <PostComposer viewer={me} inputId={composerId} /> : null}
      <PostList
        params={{ q, sort }}
        viewer={me}
        empty={
          q ? (
            <EmptyState
              icon={SearchX}
              title={`No posts match “${q}”`}
              action={
                <button type="button" onClick={onClear} className={buttonClass('secondary')}>
                  Clear search
                </button>
              }
            >
              Try other words, or look through everything that was posted.
            </EmptyState>
          ) : (
            <NoPostsYet composerId={composerId} signedIn={me !== null} />
          )
        }
      />
    </section>
  );
}
