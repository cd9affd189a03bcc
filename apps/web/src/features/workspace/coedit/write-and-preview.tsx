import { Tabs } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { DocStatus as Status } from '@/lib/coedit/doc-provider-types';
import { COEDIT_MESSAGES as M } from './coedit-constants';
import { DocStatus } from './doc-status';
import { LivePreview } from './live-preview';

// CodeMirror comes only for those who may edit (the `editor` chunk of vite.config.ts).
const LiveEditor = lazy(() => import('./live-editor').then((module) => ({ default: module.LiveEditor })));

const tabClass =
  'h-8 rounded-md px-3 text-sm font-medium text-ink-muted transition-colors hover:text-ink data-[state=active]:bg-surface-3 data-[state=active]:text-ink';
/** Both panes stay mounted: the editor keeps its caret and undo history while the preview shows. */
const paneClass = 'min-w-0 focus:outline-none data-[state=inactive]:hidden';

type Tab = 'write' | 'preview';

/**
 * The editor and its rendered preview as tabs "Write | Preview", as every Markdown field of the
 * product has them (the main content's column is too narrow to split in two); the status line says
 * whether every change is saved.
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

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(next) => setTab(next as Tab)}
      className="overflow-hidden rounded-xl border border-line bg-surface-2"
    >
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-2 border-b border-line px-2 py-1.5">
        <Tabs.List aria-label="Main content: Write or Preview" className="flex gap-1">
          <Tabs.Trigger value="write" className={tabClass}>
            Write
          </Tabs.Trigger>
          <Tabs.Trigger value="preview" className={tabClass}>
            Preview
          </Tabs.Trigger>
        </Tabs.List>
        <DocStatus status={status} saved={saved} className="ml-auto" />
      </div>
      <div>
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
          {tab === 'preview' ? <LivePreview text={text} query={query} canEdit={canEdit} /> : null}
        </Tabs.Content>
      </div>
    </Tabs.Root>
  );
}
