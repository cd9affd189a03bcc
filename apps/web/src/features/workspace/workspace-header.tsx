import type { RoomPresence } from '@create-together/contract';
import { ArrowUpRight, Users } from 'lucide-react';
import { Link } from 'react-router';
import type * as Y from 'yjs';
import { PROJECT_TYPE_LABELS } from '@/components/projects/project-types';
import { Avatar } from '@/components/ui/avatar';
import { PageTitle } from '@/components/ui/page-header';
import type { ClientProject } from '@/entities/projects';
import { cn } from '@/lib/cn';
import { HereNow } from './here-now';
import { HistoryButton } from './history/history-button';
import { ROLE_LABELS } from './workspace-constants';

/** The project's title (a link to its page), its type, your role, its members, and who is here now. */
export function WorkspaceHeader({
  project,
  here,
  liveText,
}: {
  project: ClientProject;
  here: RoomPresence[];
  /** The main content as everyone is writing it, once it has arrived. */
  liveText: Y.Text | null;
}) {
  const role = project.role ?? 'visitor';
  const shown = project.contributors.slice(0, 5);
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <PageTitle title={`${project.title} · Workspace`} />
      <div className="min-w-0">
        <p className="mb-1.5 flex flex-wrap items-center gap-2 text-xs font-semibold tracking-[0.14em] text-accent-300 uppercase">
          Workspace
          <span className="rounded-full border border-accent-500/30 bg-accent-600/15 px-2 py-0.5 tracking-normal text-accent-200 normal-case">
            {PROJECT_TYPE_LABELS[project.type]}
          </span>
        </p>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          <Link
            to={`/projects/${encodeURIComponent(project.id)}`}
            className="group inline-flex max-w-full items-center gap-2 rounded-md hover:text-accent-200"
          >
            <span className="truncate">{project.title}</span>
            <ArrowUpRight
              aria-hidden
              className="size-5 shrink-0 text-ink-faint transition-colors group-hover:text-accent-300"
            />
          </Link>
        </h1>
      </div>
      <div className="flex shrink-0 flex-col gap-2.5 sm:items-end">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <HistoryButton project={project} liveText={liveText} />
          <div aria-hidden className="flex -space-x-2">
            {shown.map((member) => (
              <Avatar
                key={member.id}
                src={member.avatar}
                name={member.name}
                size="sm"
                className="ring-2 ring-canvas"
              />
            ))}
          </div>
          <span className="inline-flex items-center gap-1 text-sm text-ink-muted">
            <Users aria-hidden className="size-4" />
            <span className="whitespace-nowrap">
              {project.contributors.length} {project.contributors.length === 1 ? 'member' : 'members'}
            </span>
          </span>
          <span
            className={cn(
              'rounded-full border px-2.5 py-1 text-xs font-medium',
              role === 'owner'
                ? 'border-amber-400/40 bg-amber-400/10 text-amber-200'
                : role === 'contributor' || role === 'editor'
                  ? 'border-emerald-400/40 bg-emerald-400/10 text-emerald-200'
                  : 'border-line-strong text-ink-muted',
            )}
          >
            <span className="sr-only">Your role: </span>
            {ROLE_LABELS[role]}
          </span>
        </div>
        <HereNow here={here} />
      </div>
    </header>
  );
}
