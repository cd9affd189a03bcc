import { Palette } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips, SegmentedToggle } from '@/components/ui/filter-chips';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { SortSelect } from '@/components/ui/sort-select';
import { Spinner } from '@/components/ui/spinner';

const swatches = [
  { name: 'canvas', className: 'bg-canvas' },
  { name: 'surface', className: 'bg-surface' },
  { name: 'surface-2', className: 'bg-surface-2' },
  { name: 'surface-3', className: 'bg-surface-3' },
  { name: 'line', className: 'bg-line' },
  { name: 'accent-300', className: 'bg-accent-300' },
  { name: 'accent-400', className: 'bg-accent-400' },
  { name: 'accent-600', className: 'bg-accent-600' },
  { name: 'accent-800', className: 'bg-accent-800' },
];

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <h2 className="mb-4 text-sm font-semibold tracking-[0.14em] text-ink-faint uppercase">{title}</h2>
      {children}
    </section>
  );
}

/** The building blocks of the interface, live. */
export function DesignSystemPage() {
  const [chip, setChip] = useState<'all' | 'audio' | 'video'>('all');
  const [toggle, setToggle] = useState<'projects' | 'posts'>('projects');
  const [sort, setSort] = useState<'recent' | 'popular'>('recent');
  const [query, setQuery] = useState('');

  return (
    <>
      <PageHeader
        title="Design System"
        description="Colours, type and the components every page is built from."
      />
      <div className="grid gap-5">
        <Block title="Colour">
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-9">
            {swatches.map((swatch) => (
              <li key={swatch.name} className="text-xs text-ink-muted">
                <span className={`mb-2 block h-14 rounded-lg border border-line ${swatch.className}`} />
                {swatch.name}
              </li>
            ))}
          </ul>
        </Block>
        <Block title="Type">
          <p className="text-4xl font-semibold tracking-tight text-ink">Create Together</p>
          <p className="mt-2 text-xl font-medium text-ink">Section heading</p>
          <p className="mt-2 max-w-prose text-base text-ink-muted">
            Body text sits in a muted tone on the dark canvas; links and focus rings use the accent.
          </p>
          <p className="mt-2 font-mono text-sm text-ink-faint">monospace · 0123456789</p>
        </Block>
        <Block title="Buttons">
          <div className="flex flex-wrap gap-3">
            <button type="button" className={buttonClass('primary')}>
              Primary
            </button>
            <button type="button" className={buttonClass('secondary')}>
              Secondary
            </button>
            <button type="button" className={buttonClass('ghost')}>
              Ghost
            </button>
            <button type="button" className={buttonClass('danger')}>
              Danger
            </button>
            <button type="button" disabled className={buttonClass('primary')}>
              Disabled
            </button>
          </div>
        </Block>
        <Block title="Inputs">
          <div className="flex flex-col gap-4">
            <SearchField
              label="Example search"
              placeholder="Search…"
              value={query}
              onChange={setQuery}
              className="max-w-sm"
            />
            <SegmentedToggle
              label="Example toggle"
              options={[
                { value: 'projects', label: 'Projects' },
                { value: 'posts', label: 'Posts' },
              ]}
              value={toggle}
              onChange={setToggle}
            />
            <FilterChips
              label="Example categories"
              options={[
                { value: 'all', label: 'All' },
                { value: 'audio', label: 'Audio' },
                { value: 'video', label: 'Video' },
              ]}
              value={chip}
              onChange={setChip}
            />
            <SortSelect
              options={[
                { value: 'recent', label: 'Recent' },
                { value: 'popular', label: 'Popular' },
              ]}
              value={sort}
              onChange={setSort}
            />
          </div>
        </Block>
        <Block title="Feedback">
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => toast.success('Saved.')}
            >
              Success toast
            </button>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => toast.error('That did not work.')}
            >
              Error toast
            </button>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => toast.warning('Careful now.')}
            >
              Warning toast
            </button>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => toast('Just so you know.')}
            >
              Info toast
            </button>
            <Spinner label="Example spinner" showLabel />
          </div>
        </Block>
        <Block title="Empty state">
          <EmptyState icon={Palette} title="Nothing here yet">
            Every list says what would be here and what to do next.
          </EmptyState>
        </Block>
      </div>
    </>
  );
}
