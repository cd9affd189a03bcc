import { FolderSearch, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProjectCard } from '@/components/projects/project-card';
import { buttonClass } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageSection, QuietEmpty } from '@/components/ui/page-section';
import { useQueueProjects, useQueueSessions } from '@/entities/queue';
import { cn } from '@/lib/cn';
import { SessionCard } from './session-card';

/** In "All" a list shows its first few and a way to the rest; its own category shows it whole. */
interface ListProps {
  limit?: number;
  onSeeAll?: () => void;
  /** An action for an empty list, e.g. back to the form. */
  emptyAction?: ReactNode;
}

function SeeAll({ total, limit, onSeeAll }: { total: number; limit?: number; onSeeAll?: () => void }) {
  if (!onSeeAll || limit === undefined || total <= limit) return null;
  return (
    <button type="button" onClick={onSeeAll} className={buttonClass('ghost', 'sm')}>
      See all {total}
    </button>
  );
}

function Skeleton({ count, className, item }: { count: number; className: string; item: string }) {
  return (
    <ul aria-hidden className={className}>
      {Array.from({ length: count }, (_, n) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell apart
        <li key={n} className={cn('animate-pulse rounded-2xl border border-line bg-surface', item)} />
      ))}
    </ul>
  );
}

/** "Collaborations": the sessions the queue formed for you, newest first. */
export function QueueSessions({
  limit,
  onSeeAll,
  emptyAction,
  wide = false,
}: ListProps & { wide?: boolean }) {
  const query = useQueueSessions();
  const sessions = query.data ?? null;
  const grid = cn('grid gap-3', wide && 'lg:grid-cols-2');
  return (
    <PageSection
      title="Collaborations"
      description="Your queue sessions: running ones until their time is up, then ended."
      action={<SeeAll total={sessions?.length ?? 0} limit={limit} onSeeAll={onSeeAll} />}
    >
      {query.isError ? (
        <LoadError
          title="Your sessions could not be loaded"
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : sessions === null ? (
        <Skeleton count={limit ?? 4} className={grid} item="h-32" />
      ) : sessions.length === 0 ? (
        <QuietEmpty icon={Users} action={emptyAction}>
          No sessions yet. Enter the queue: when your team forms, its session shows here.
        </QuietEmpty>
      ) : (
        <ul aria-label="Your sessions" className={grid}>
          {sessions.slice(0, limit).map((session) => (
            <li key={session.project.id}>
              <SessionCard session={session} />
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}

/** "Projects": open public projects that need your skills and that you are not in yet. */
export function QueueProjects({ limit, onSeeAll }: ListProps) {
  const query = useQueueProjects();
  const projects = query.data ?? null;
  const grid = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';
  return (
    <PageSection
      title="Projects"
      description="Open projects that need your skills and that you have not joined yet."
      action={<SeeAll total={projects?.length ?? 0} limit={limit} onSeeAll={onSeeAll} />}
    >
      {query.isError ? (
        <LoadError
          title="Projects could not be loaded"
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : projects === null ? (
        <Skeleton count={3} className={grid} item="h-64" />
      ) : projects.length === 0 ? (
        <QuietEmpty
          icon={FolderSearch}
          action={
            <Link to="/profile/edit" className={buttonClass('secondary', 'sm')}>
              Edit your skills
            </Link>
          }
        >
          No open projects need your skills right now. Add more skills to your profile to see more.
        </QuietEmpty>
      ) : (
        <ul aria-label="Open projects" className={grid}>
          {projects.slice(0, limit).map((project) => (
            <li key={project.id} className="flex">
              <ProjectCard project={project} className="flex-1" />
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
