import { FolderKanban, PanelsTopLeft, PenLine } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';

/** SPEC.md §2.2: in the workspace the search placeholder becomes 'Search within workspace...'. */
export const WORKSPACE_SEARCH_PLACEHOLDER = 'Search within workspace...';

/** /workspace/{id} — the music workspace of a project (guarded). */
export function WorkspacePage() {
  const [query, setQuery] = useState('');
  return (
    <>
      <PageHeader
        title="Workspace"
        description="Where a project's main piece and its contributions come together."
      />
      <SearchField
        label="Search within workspace"
        placeholder={WORKSPACE_SEARCH_PLACEHOLDER}
        value={query}
        onChange={setQuery}
        className="mb-6 sm:max-w-sm"
      />
      <EmptyState
        icon={PanelsTopLeft}
        title="No project open in the workspace"
        action={
          <Link to="/projects" className={buttonClass('secondary')}>
            <FolderKanban aria-hidden className="size-4" />
            Go to your projects
          </Link>
        }
      >
        Open one of your projects to work on it here. Contributions, votes and merges arrive with the
        workspace.
      </EmptyState>
    </>
  );
}

/** /workspace/new — the project create/edit form (guarded). */
export function WorkspaceNewPage() {
  return (
    <ComingSoon title="New Workspace Project" icon={PenLine} message="Creating projects is coming soon." />
  );
}
