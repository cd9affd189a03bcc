import { useId } from 'react';
import { PostComposer, PostList, PostsEmptyLine } from '@/components/posts';
import type { ClientProject } from '@/entities/projects';
import { useCurrentUser } from '@/features/auth';

/** The project's posts, newest first; its members write them here, already about this project. */
export function ProjectPosts({ project }: { project: ClientProject }) {
  const me = useCurrentUser();
  const headingId = useId();
  const member = me !== null && project.policies.canPost;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
        Posts
      </h2>
      {member ? <PostComposer viewer={me} project={{ id: project.id, title: project.title }} /> : null}
      <PostList
        params={{ projectId: project.id }}
        viewer={me}
        empty={
          <PostsEmptyLine>
            {member
              ? 'No posts about this project yet. Share where it stands: a draft, a question, a milestone.'
              : 'No posts about this project yet. Its members share their progress here.'}
          </PostsEmptyLine>
        }
      />
    </section>
  );
}
