import { PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/cn';
import { DS_SECTIONS } from './ds-sections';

/** "On this page": a link to each section; a column beside them on wide screens. */
function TableOfContents({ className }: { className?: string }) {
  return (
    <nav aria-label="On this page" className={className}>
      <h2 className="mb-3 text-xs font-semibold tracking-[0.14em] text-ink-faint uppercase">On this page</h2>
      <ol className="flex flex-wrap gap-2 lg:flex-col lg:gap-0.5">
        {DS_SECTIONS.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={cn(
                'block rounded-lg text-sm text-ink-muted transition-colors hover:text-ink',
                'border border-line bg-surface-2 px-3 py-1.5 lg:border-transparent lg:bg-transparent lg:px-2.5 lg:hover:bg-white/5',
              )}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** /design-system (SPEC.md §2.1): the interface's own parts, rendered live from the real components. */
export function DesignSystemPage() {
  return (
    <>
      <PageHeader
        title="Design System"
        description="The colours, type and components every page is built from — the real ones, live."
      />
      <div className="lg:grid lg:grid-cols-[11rem_minmax(0,1fr)] lg:gap-10">
        <TableOfContents className="mb-10 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto" />
        <div className="flex min-w-0 flex-col gap-14">
          {DS_SECTIONS.map(({ id, Section }) => (
            <Section key={id} />
          ))}
        </div>
      </div>
    </>
  );
}
