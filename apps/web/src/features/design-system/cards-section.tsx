import { useQueryClient } from '@tanstack/react-query';
import { FolderKanban } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PostCard } from '@/components/posts';
import { ProjectCard } from '@/components/projects/project-card';
import { postKeys } from '@/entities/posts';
import { Code, DsSection, Example } from './ds-section';
import {
  SAMPLE_POST_ID,
  samplePost,
  samplePostComments,
  samplePrivateProject,
  sampleProject,
} from './sample-data';

/**
 * Puts the sample post's thread in the query cache, kept and never fetched, so opening its comments
 * shows them without asking the server about a post it does not have.
 */
function useSampleThread() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const key = postKeys.comments(SAMPLE_POST_ID);
    queryClient.setQueryDefaults(key, { enabled: false, gcTime: Number.POSITIVE_INFINITY });
    queryClient.setQueryData(key, samplePostComments());
  }, [queryClient]);
}

export function CardsSection() {
  useSampleThread();
  const [projects] = useState(() => [sampleProject(), samplePrivateProject()]);
  const [post] = useState(samplePost);

  return (
    <DsSection
      id="cards"
      title="Cards"
      plain
      usage={
        <>
          Everything that stands on its own sits on a surface card:{' '}
          <Code>rounded-2xl border border-line bg-surface</Code>. Projects and posts have their own cards,
          shown here with sample data; they are links to their pages.
        </>
      }
    >
      <div className="flex flex-col gap-8">
        <Example label="Project card">
          <div className="grid gap-4 sm:grid-cols-2">
            {projects.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </div>
        </Example>
        <Example label="Post card">
          <PostCard post={post} viewer={null} />
        </Example>
        <Example label="Surface card">
          <div className="grid gap-4 sm:grid-cols-2">
            <article className="rounded-2xl border border-line bg-surface p-5">
              <div className="flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-xl border border-line bg-surface-2 text-accent-300">
                  <FolderKanban aria-hidden className="size-5" />
                </span>
                <div className="min-w-0">
                  <h3 className="text-base font-semibold text-ink">Surface</h3>
                  <p className="text-xs text-ink-faint">bg-surface · border-line</p>
                </div>
              </div>
              <p className="mt-3 text-sm text-ink-muted">The default card: panels, lists and page parts.</p>
            </article>
            <article className="rounded-2xl border border-accent-500/50 bg-surface-2 p-5">
              <h3 className="text-base font-semibold text-ink">Raised, highlighted</h3>
              <p className="mt-1 text-xs text-ink-faint">bg-surface-2 · border-accent-500/50</p>
              <p className="mt-3 text-sm text-ink-muted">
                A card above another, or the one to notice (hover and the recommended plan).
              </p>
            </article>
          </div>
        </Example>
      </div>
    </DsSection>
  );
}
