import { AlertTriangle, Compass, FolderKanban, SearchX } from 'lucide-react';
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

/** A failed load, with the reason and a way to try again. */
export function LoadError({
  title,
  message,
  onRetry,
  retrying,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-rose-500/30 bg-rose-500/5 px-6 py-10 text-center"
    >
      <AlertTriangle aria-hidden className="mb-3 size-6 text-rose-300" />
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-ink-muted">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className={buttonClass('secondary', 'md', 'mt-5')}
      >
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </div>
  );
}
