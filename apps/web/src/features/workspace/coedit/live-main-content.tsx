import { Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import type { ClientProject } from '@/entities/projects';
import { useProjectDoc } from '@/hooks/coedit/use-project-doc';
import { useUnsavedChangesWarning } from '@/hooks/use-unsaved-changes-warning';
import { MainContentView } from '../main-content-view';
import type { WorkspaceAccess } from '../workspace-access';
import { COEDIT_MESSAGES as M } from './coedit-constants';
import { LivePreview } from './live-preview';
import { RefusedDialog } from './refused-dialog';
import { WriteAndPreview } from './write-and-preview';

/**
 * The main content, live (docs/design/co-editing.md §6): the project's shared document, opened
 * while this is mounted. Those who may edit write it together in the editor; everyone else sees
 * it rendered as it changes. Until the document has arrived, the text the project was loaded with
 * shows (normally the same text: no flash). Reached only through `lazy(() => import(…))`: Yjs is
 * loaded after the workspace has painted.
 */
export function LiveMainContent({
  project,
  access,
  query,
  onLiveText,
}: {
  project: ClientProject;
  access: WorkspaceAccess;
  query: string;
  /** Hears the live text once it has arrived, and null when it goes. */
  onLiveText?: (text: Y.Text | null) => void;
}) {
  const doc = useProjectDoc(project.id);
  const liveText = doc.loaded ? doc.text : null;
  useEffect(() => {
    onLiveText?.(liveText);
    return () => onLiveText?.(null);
  }, [liveText, onLiveText]);
  // Once an editor here, the editor stays (read-only if the right goes): the text under the
  // person's eyes does not turn into a different view.
  const [wasEditor, setWasEditor] = useState(false);
  if (doc.canEdit && !wasEditor) setWasEditor(true);
  useUnsavedChangesWarning(!doc.saved);

  if (!doc.provider || !doc.loaded)
    return (
      <MainContentView
        content={project.workspace.mainContent}
        query={query}
        canEdit={access.canEditMainContent}
      />
    );
  if (!wasEditor) return <LivePreview text={doc.text} query={query} canEdit={false} />;

  // An archived project is read-only for all, and says so above the workspace already.
  const madeContributor = !doc.canEdit && doc.status !== 'closed' && access.isActive;
  const { provider } = doc;
  return (
    <div className="space-y-4">
      {madeContributor ? (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-xl border border-amber-400/40 bg-amber-400/10 px-4 py-3 text-sm text-amber-100"
        >
          <Lock aria-hidden className="size-4 shrink-0" />
          {M.madeContributor}
        </p>
      ) : null}
      <WriteAndPreview
        projectId={project.id}
        text={doc.text}
        awareness={doc.awareness}
        canEdit={doc.canEdit}
        status={doc.status}
        saved={doc.saved}
        query={query}
      />
      <RefusedDialog refused={doc.refused} onContinue={() => provider.reset()} />
    </div>
  );
}
