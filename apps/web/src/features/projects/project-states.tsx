import { Compass, FileQuestion, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-header';
import { PAGE_PLACEHOLDER_MIN_HEIGHT } from '@/components/ui/spinner';

/** 404: no such project, or a private one this visitor may not see (the server does not say which). */
export function ProjectNotFound() {
  return (
    <>
      <PageTitle title="Project not found" />
      <EmptyState
        icon={FileQuestion}
        title="Project not found"
        action={
          <Link to="/explore" className={buttonClass('secondary')}>
            <Compass aria-hidden className="size-4" />
            Explore projects
          </Link>
        }
      >
        It may have been removed, or it is private and you are not a member.
      </EmptyState>
    </>
  );
}

/** A page only the project's owner may use, seen by someone else. */
export function OwnerOnly({
  title,
  message,
  projectId,
}: {
  title: string;
  message: string;
  projectId: string;
}) {
  return (
    <>
      <PageTitle title={title} />
      <EmptyState
        icon={Lock}
        title={message}
        action={
          <Link to={`/projects/${projectId}`} className={buttonClass('secondary')}>
            Back to the project
          </Link>
        }
      >
        Ask the owner if something here should change.
      </EmptyState>
    </>
  );
}

function Bone({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-lg bg-surface-3/70 ${className}`} />;
}

/** A card-shaped placeholder while the list loads. */
export function ProjectCardSkeleton() {
  return (
    <div aria-hidden className="overflow-hidden rounded-2xl border border-line bg-surface">
      <div className="aspect-[16/9] animate-pulse bg-surface-2" />
      <div className="flex flex-col gap-3 p-4">
        <Bone className="h-4 w-16" />
        <Bone className="h-5 w-3/4" />
        <Bone className="h-4 w-full" />
        <div className="flex items-center gap-2 pt-2">
          <Bone className="size-7 rounded-full" />
          <Bone className="h-3 w-24" />
        </div>
      </div>
    </div>
  );
}

/** The project page's shape while it loads. */
export function ProjectPageSkeleton({ label = 'Loading project...' }: { label?: string }) {
  return (
    <div className={PAGE_PLACEHOLDER_MIN_HEIGHT}>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden className="flex flex-col gap-6">
        <div className="aspect-[16/9] animate-pulse rounded-3xl bg-surface-2 sm:aspect-[3/1]" />
        <Bone className="h-8 w-2/3" />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="flex flex-col gap-3">
            <Bone className="h-4 w-full" />
            <Bone className="h-4 w-5/6" />
            <Bone className="h-4 w-2/3" />
          </div>
          <Bone className="h-48 w-full rounded-2xl" />
        </div>
      </div>
    </div>
  );
}

/** A labelled card on the project page. */
export function Panel({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-line bg-surface/80 p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
