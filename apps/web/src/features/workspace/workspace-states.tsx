import { Compass, FolderKanban, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-header';

/** 404: no such project, or a private one the caller is not a member of (the server says the same). */
export function WorkspaceNotFound() {
  return (
    <>
      <PageTitle title="Workspace not found" />
      <h1 className="sr-only">Workspace not found</h1>
      <EmptyState
        icon={SearchX}
        title="This workspace doesn't exist"
        action={
          <>
            <Link to="/projects" className={buttonClass('primary')}>
              <FolderKanban aria-hidden className="size-4" />
              Your projects
            </Link>
            <Link to="/explore" className={buttonClass('secondary')}>
              <Compass aria-hidden className="size-4" />
              Explore projects
            </Link>
          </>
        }
      >
        The project may have been deleted, or it is private and you are not a member.
      </EmptyState>
    </>
  );
}
