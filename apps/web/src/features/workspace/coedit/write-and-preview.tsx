import { Tabs } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { Spinner } from '@/components/ui/spinner';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import type { DocStatus as Status } from '@/lib/coedit/doc-provider-types';
import { COEDIT_MESSAGES as M, SIDE_BY_SIDE_QUERY } from './coedit-constants';
import { DocStatus } from './doc-status';
import { LivePreview } from './live-preview';

// CodeMirror comes only for those who may edit (the `editor` chunk of vite.config.ts).
const LiveEditor = lazy(() => import('./live-editor').then((module) => ({ default: module.LiveEditor })));

const tabClass =
  'h-8 rounded-md px-3 text-sm font-medium text-ink-muted transition-colors hover:text-ink data-[state=active]:bg-surface-3 data-[state=active]:text-ink';
/** Both panes stay mounted (the editor keeps its caret and undo history); from `xl` both show. */
const paneClass = 'min-w-0 focus:outline-none data-[state=inactive]:hidden xl:data-[state=inactive]:block';

type Tab = 'write' | 'preview';

/**
 * The editor with its rendered preview: side by side from `xl`, tabs "Write | Preview" below; the
 * status line says whether every change is saved.
 */
export function WriteAndPreview({
  projectId,
  text,
  awareness,
  canEdit,
  status,
  saved,
  query,
}: {
  projectId: string;
  text: Y.Text;
  awareness: Awareness;
  canEdit: boolean;
  status: Status;
  saved: boolean;
  query: string;
}) {
  const [tab, setTab] = useState<Tab>('write');
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(next) => setTab(next as Tab)}
      className="overflow-hidden rounded-xl border border-line bg-surface-2"
    >
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-2 border-b border-line px-2 py-1.5">
        <Tabs.List aria-label="Main content: Write or Preview" className="flex gap-1 xl:hidden">
          <Tabs.Trigger value="write" className={tabClass}>
            Write
          </Tabs.Trigger>
          <Tabs.Trigger value="preview" className={tabClass}>
            Preview
          </Tabs.Trigger>
        </Tabs.List>
        <DocStatus status={status} saved={saved} className="ml-auto" />
      </div>
      <div className="xl:grid xl:grid-cols-2 xl:divide-x xl:divide-line">
        <Tabs.Content value="write" forceMount className={paneClass}>
          <Suspense fallback={<Spinner label={M.loadingEditor} showLabel className="min-h-80 px-4 py-5" />}>
            <LiveEditor projectId={projectId} text={text} awareness={awareness} canEdit={canEdit} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content
          value="preview"
          forceMount
          className={cn(paneClass, 'max-h-[70vh] overflow-y-auto px-4 py-5')}
        >
          {/* Rendered only where it shows: Markdown re-rendered while hidden is work for nothing. */}
          {sideBySide || tab === 'preview' ? (
            <LivePreview text={text} query={query} canEdit={canEdit} />
          ) : null}
        </Tabs.Content>
      </div>
    </Tabs.Root>
  );
}
