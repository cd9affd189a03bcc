import { FileText, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Markdown } from '@/components/markdown/markdown';
import { buttonClass } from '@/components/ui/button';
import type { ClientProject } from '@/entities/projects';
import { formatDateTime, timeAgo } from '@/lib/time';
import { MainContentEditor } from './main-content-editor';
import { sectionsMatching, splitSections } from './markdown-sections';
import type { WorkspaceAccess } from './workspace-access';

/** The project's main content: rendered markdown, narrowed to matching sections while searching; the owner edits it. */
export function MainContentPanel({
  project,
  access,
  query,
}: {
  project: ClientProject;
  access: WorkspaceAccess;
  query: string;
}) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const canEdit = access.canEditMainContent;
  const { mainContent, lastUpdated } = project.workspace;

  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-2xl border border-line bg-surface">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-ink">
            Main content
          </h2>
          <p className="text-xs text-ink-faint">
            Updated{' '}
            <time dateTime={lastUpdated} title={formatDateTime(lastUpdated)}>
              {timeAgo(lastUpdated)}
            </time>
          </p>
        </div>
        {canEdit && !editing ? (
          <button type="button" onClick={() => setEditing(true)} className={buttonClass('secondary', 'sm')}>
            <Pencil aria-hidden className="size-3.5" />
            Edit
          </button>
        ) : null}
      </div>
      <div className="px-4 py-4 sm:px-5 sm:py-5">
        {editing ? (
          <MainContentEditor project={project} onClose={() => setEditing(false)} />
        ) : (
          <MainContentView content={mainContent} query={query} canEdit={canEdit} />
        )}
      </div>
    </section>
  );
}

function MainContentView({ content, query, canEdit }: { content: string; query: string; canEdit: boolean }) {
  if (!content.trim()) {
    return (
      <div className="flex flex-col items-center py-10 text-center">
        <FileText aria-hidden className="mb-3 size-6 text-ink-faint" />
        <p className="text-sm font-medium text-ink">The main content is empty</p>
        <p className="mt-1 max-w-sm text-sm text-ink-muted">
          {canEdit
            ? 'Write it yourself, or merge the best contributions into it.'
            : 'It grows as the owner merges the best contributions.'}
        </p>
      </div>
    );
  }
  if (!query) return <Markdown headingOffset={2}>{content}</Markdown>;

  const sections = splitSections(content);
  const matching = sectionsMatching(sections, query);
  return (
    <div>
      <p role="status" className="mb-4 text-xs text-ink-muted">
        {matching.length === 0
          ? `No section of the main content mentions “${query}”.`
          : `${matching.length} of ${sections.length} ${sections.length === 1 ? 'section' : 'sections'} mention “${query}”.`}
      </p>
      <div className="space-y-4">
        {matching.map((section, index) => (
          <div
            // Sections have no ids; their order in the content is stable while the query stays.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className="rounded-xl border border-line bg-surface-2/60 p-4"
          >
            <Markdown headingOffset={2} highlight={query}>
              {section.source}
            </Markdown>
          </div>
        ))}
      </div>
    </div>
  );
}
