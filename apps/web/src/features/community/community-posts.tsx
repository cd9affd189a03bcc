import { COMMUNITY_POSTS_MAX, type Post } from '@create-together/contract';
import { ArrowRight, LogIn, Newspaper } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { PostCard, PostComposer, PostListSkeleton, type PostViewer } from '@/components/posts';
import { buttonClass } from '@/components/ui/button';
import { PageSection, QuietEmpty } from '@/components/ui/page-section';
import { loginPathFor } from '@/lib/safe-redirect';

/** The newest posts, with the composer for a signed-in visitor and the way to all of them on explore. */
export function CommunityPosts({ posts, viewer }: { posts: Post[] | null; viewer: PostViewer | null }) {
  const location = useLocation();
  const composerId = useId();
  return (
    <PageSection
      title="Recent posts"
      description="What creators are sharing right now."
      action={
        <Link
          to="/explore?view=posts"
          className="inline-flex items-center gap-1 text-sm font-medium text-accent-300 hover:text-accent-200"
        >
          All posts
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      }
    >
      {viewer ? <PostComposer viewer={viewer} inputId={composerId} /> : null}
      {posts === null ? (
        <PostListSkeleton />
      ) : posts.length === 0 ? (
        <QuietEmpty
          icon={Newspaper}
          action={
            viewer ? (
              <button
                type="button"
                onClick={() => document.getElementById(composerId)?.focus()}
                className={buttonClass('secondary', 'sm')}
              >
                Write the first post
              </button>
            ) : (
              <Link
                to={loginPathFor(location.pathname, location.search)}
                className={buttonClass('primary', 'sm')}
              >
                <LogIn aria-hidden className="size-4" />
                Sign in to post
              </Link>
            )
          }
        >
          No posts yet. Share a work in progress, a finished piece or a call for collaborators.
        </QuietEmpty>
      ) : (
        <ul aria-label="Recent posts" className="flex flex-col gap-4">
          {posts.slice(0, COMMUNITY_POSTS_MAX).map((post) => (
            <li key={post.postId}>
              <PostCard post={post} viewer={viewer} />
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
