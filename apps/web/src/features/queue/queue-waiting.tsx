import { type QueueEntry, teamName } from '@create-together/contract';
import { Info, LogOut } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';
import { timeAgo } from '@/lib/time';
import { settingsLine, teamLine } from './queue-format';

/** Who is waiting here: the seats start with your face. */
export interface Me {
  name: string;
  avatar: string | null;
}

/** The team's seats: you, the compatible creators waiting now, and the places still open. */
function Seats({ teamSize, others, me }: { teamSize: number; others: number; me: Me }) {
  const filled = Math.min(others, teamSize - 1);
  return (
    <ol aria-hidden className="flex items-center gap-2">
      <li>
        <Avatar src={me.avatar} name={me.name} className="ring-2 ring-accent-400" />
      </li>
      {Array.from({ length: teamSize - 1 }, (_, seat) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions, not items
          key={seat}
          className={cn(
            'size-9 rounded-full border-2',
            seat < filled
              ? 'border-accent-400/70 bg-accent-600/30'
              : 'animate-pulse border-dashed border-line-strong bg-surface-2',
          )}
        />
      ))}
    </ol>
  );
}

function countLine(others: number, teamSize: number) {
  const needed = teamSize - 1;
  if (others === 0)
    return `No compatible creators are waiting yet. A ${teamName(teamSize)} needs ${needed} more.`;
  return `${plural(others, 'compatible creator')} waiting with you. A ${teamName(teamSize)} needs ${needed}.`;
}

/**
 * You are in the queue: what you asked for, who waits with you (asked again every few seconds),
 * and the way out. `notice` is why this shows when you meant to enter (you were in already).
 */
export function QueueWaiting({
  entry,
  compatibleWaiting,
  me,
  notice,
  onLeave,
}: {
  entry: QueueEntry;
  compatibleWaiting: number;
  me: Me;
  notice: string | null;
  onLeave: () => void;
}) {
  const since = new Date(entry.createdAt * 1000).toISOString();
  return (
    <div className="flex flex-col gap-5">
      {notice ? (
        <p className="flex items-start gap-2 rounded-xl border border-accent-500/30 bg-accent-600/10 px-4 py-3 text-sm text-accent-100">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {notice}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <span aria-hidden className="relative flex size-3">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-accent-400 opacity-60" />
          <span className="relative inline-flex size-3 rounded-full bg-accent-400" />
        </span>
        <h3 className="text-lg font-semibold text-ink">Waiting for your {teamName(entry.teamSize)}</h3>
      </div>
      <dl className="grid gap-3 rounded-xl border border-line bg-surface-2/60 p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-ink-faint">Team</dt>
          <dd className="mt-0.5 font-medium text-ink">{teamLine(entry.teamSize, entry.duration)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-faint">Sound</dt>
          <dd className="mt-0.5 font-medium text-ink">{settingsLine(entry.settings)}</dd>
        </div>
      </dl>
      <div className="flex flex-col gap-3">
        <Seats teamSize={entry.teamSize} others={compatibleWaiting} me={me} />
        <p role="status" className="text-sm text-ink">
          {countLine(compatibleWaiting, entry.teamSize)}
        </p>
        <p className="text-xs text-ink-faint">
          You entered {timeAgo(since)}. You may leave this page: a notification tells you when your team is
          ready.
        </p>
      </div>
      <button type="button" onClick={onLeave} className={buttonClass('secondary', 'md', 'self-start')}>
        <LogOut aria-hidden className="size-4" />
        Leave the queue
      </button>
    </div>
  );
}
