import { teamName } from '@create-together/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ProjectCover } from '@/components/projects/project-card';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import type { ClientQueueSession } from '@/entities/queue';
import { cn } from '@/lib/cn';
import { settingsLine, timeLeft } from './queue-format';

const MEMBERS_SHOWN = 6;

/** Running sessions say how long they have left; ended ones say so, quietly. */
function SessionState({ session }: { session: ClientQueueSession }) {
  const running = session.state === 'running';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium',
        running
          ? 'border-emerald-400/30 bg-emerald-500/10 text-emerald-200'
          : 'border-line-strong text-ink-muted',
      )}
    >
      <span
        aria-hidden
        className={cn('size-1.5 rounded-full', running ? 'bg-emerald-400' : 'bg-ink-faint')}
      />
      {running ? `Running · ${timeLeft(session.endsAt)}` : 'Ended'}
    </span>
  );
}

/** Overlapping faces, the names read out once. */
function Members({ members }: { members: ClientQueueSession['project']['contributors'] }) {
  const shown = members.slice(0, MEMBERS_SHOWN);
  return (
    <div className="flex items-center gap-2">
      <span className="sr-only">Members: {members.map((m) => m.name).join(', ')}</span>
      <span aria-hidden className="flex -space-x-2">
        {shown.map((member) => (
          <span key={member.id} title={member.name} className="rounded-full ring-2 ring-surface">
            <Avatar src={member.avatar} name={member.name} size="sm" />
          </span>
        ))}
      </span>
      {members.length > shown.length ? (
        <span aria-hidden className="text-xs text-ink-muted">
          +{members.length - shown.length}
        </span>
      ) : null}
    </div>
  );
}

/** One session in Collaborations: its project, team, sound, state and the way to its workspace. */
export function SessionCard({ session }: { session: ClientQueueSession }) {
  const { project } = session;
  const workspace = `/workspace/${encodeURIComponent(project.id)}`;
  return (
    <article
      aria-label={project.title}
      className="flex gap-4 rounded-2xl border border-line bg-surface p-3 transition-colors hover:border-accent-500/40 sm:p-4"
    >
      <ProjectCover project={project} className="hidden size-20 shrink-0 rounded-xl sm:block" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full border border-accent-500/30 bg-accent-600/15 px-2 py-0.5 text-xs font-medium text-accent-200">
            {teamName(session.teamSize)}
          </span>
          <SessionState session={session} />
        </div>
        <h3 className="text-sm leading-snug font-semibold text-ink sm:text-base">{project.title}</h3>
        <p className="text-xs text-ink-muted">{settingsLine(session.settings)}</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Members members={project.contributors} />
          <Link to={workspace} className={buttonClass('secondary', 'sm')}>
            Open workspace<span className="sr-only">: {project.title}</span>
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
