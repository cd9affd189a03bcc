import { ArrowRight, PartyPopper } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { useQueueSessions } from '@/entities/queue';
import { settingsLine, teamLine } from './queue-format';
import type { QueueMatch } from './use-queue-match';

function MembersSkeleton() {
  return (
    <div aria-hidden className="flex justify-center gap-2">
      {[0, 1, 2].map((n) => (
        <span key={n} className="size-9 animate-pulse rounded-full bg-surface-3" />
      ))}
    </div>
  );
}

/**
 * The team is complete: a celebration with who is in it and the way into the workspace. The
 * session is read from Collaborations (refetched when the match was announced) until it is known.
 */
export function QueueReady({ match, onDismiss }: { match: QueueMatch; onDismiss: () => void }) {
  const titleId = useId();
  const sessions = useQueueSessions();
  const session = sessions.data?.find((s) => s.project.id === match.projectId) ?? match.session;
  const members = session?.project.contributors ?? null;

  return (
    <section
      aria-labelledby={titleId}
      className="relative overflow-hidden rounded-3xl border border-accent-500/40 bg-[radial-gradient(90%_120%_at_50%_0%,rgba(91,123,240,0.35),transparent_70%)] px-5 py-8 text-center sm:px-10 sm:py-10"
    >
      <span className="mx-auto mb-4 grid size-14 place-items-center rounded-2xl border border-line bg-surface-2 text-accent-200 shadow-[0_0_60px_-12px] shadow-accent-500/60">
        <PartyPopper aria-hidden className="size-6" />
      </span>
      <p className="text-xs font-semibold tracking-[0.18em] text-accent-300 uppercase">Team complete</p>
      <h3
        id={titleId}
        className="mt-2 text-2xl font-semibold tracking-tight text-balance text-ink sm:text-3xl"
      >
        {match.title}
      </h3>
      {session ? (
        <>
          <p className="mt-2 font-medium text-ink">{session.project.title}</p>
          <p className="mt-1 text-sm text-ink-muted">
            {teamLine(session.teamSize, session.duration)} · {settingsLine(session.settings)}
          </p>
        </>
      ) : null}
      <div className="mt-6">
        {members ? (
          <ul aria-label="Members" className="flex flex-wrap justify-center gap-x-4 gap-y-3">
            {members.map((member) => (
              <li key={member.id} className="flex items-center gap-2 text-sm text-ink">
                <Avatar src={member.avatar} name={member.name} />
                <span className="max-w-36 truncate">{member.name}</span>
              </li>
            ))}
          </ul>
        ) : (
          <MembersSkeleton />
        )}
      </div>
      <div className="mt-8 flex flex-col-reverse items-center justify-center gap-3 sm:flex-row">
        <button type="button" onClick={onDismiss} className={buttonClass('ghost', 'md')}>
          Start another session
        </button>
        <Link
          to={`/workspace/${encodeURIComponent(match.projectId)}`}
          className={buttonClass('primary', 'lg')}
        >
          Open the workspace
          <ArrowRight aria-hidden className="size-5" />
        </Link>
      </div>
    </section>
  );
}
