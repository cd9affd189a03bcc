import { FileText } from 'lucide-react';
import { Markdown } from '@/components/markdown/markdown';
import { sectionsMatching, splitSections } from './markdown-sections';

/**
 * The main content rendered as Markdown; while searching ("Search within workspace"), only the
 * sections that mention the query, with it marked. `canEdit` picks what the empty state suggests.
 */
export function MainContentView({
  content,
  query,
  canEdit,
}: {
  content: string;
  query: string;
  canEdit: boolean;
}) {
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
