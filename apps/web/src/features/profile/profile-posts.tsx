import type { ReactNode } from 'react';
import { PostComposer, PostList, PostsEmptyLine, type PostViewer } from '@/components/posts';
import { useCurrentUser } from '@/features/auth';

function PostsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="profile-posts" className="flex max-w-3xl flex-col gap-4">
      <h2 id="profile-posts" className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Your posts" on /profile: the composer, then what you posted. */
export function OwnPosts({ me }: { me: PostViewer }) {
  return (
    <PostsSection title="Your posts">
      <PostComposer viewer={me} />
      <PostList
        params={{ authorId: me.id }}
        viewer={me}
        empty={<PostsEmptyLine>You have not posted yet. Share what you are working on.</PostsEmptyLine>}
      />
    </PostsSection>
  );
}

/** Someone's posts on their profile, newest first. */
export function UserPosts({ userId, name }: { userId: string; name: string }) {
  const me = useCurrentUser();
  return (
    <PostsSection title="Posts">
      <PostList
        params={{ authorId: userId }}
        viewer={me}
        empty={<PostsEmptyLine>{name} has not posted anything yet.</PostsEmptyLine>}
      />
    </PostsSection>
  );
}
