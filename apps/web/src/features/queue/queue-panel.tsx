import { type ReactNode, useId } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { isAlreadyQueued, useEnterQueue, useLeaveQueue, useQueueStatus } from '@/entities/queue';
import { QUEUE_MESSAGES } from './queue-constants';
import { QueueForm } from './queue-form';
import { QueueReady } from './queue-ready';
import { type Me, QueueWaiting } from './queue-waiting';
import { type QueueMatchState, useMatchWhenEntryEnds } from './use-queue-match';

const HEADINGS = {
  form: {
    title: 'Start a session',
    description:
      'Pick a team and a sound. When enough creators want the same session, the team forms and its project opens for all of you.',
  },
  waiting: {
    title: 'In the queue',
    description: 'Your team forms as soon as enough compatible creators are here.',
  },
  ready: { title: 'Your new session', description: null },
} as const;

/**
 * "Start a session": the form, then waiting, then the ready card — which one follows from the
 * server's status and the match the page holds (a match wins until it is dismissed).
 */
export function QueuePanel({ me, queueMatch }: { me: Me; queueMatch: QueueMatchState }) {
  const titleId = useId();
  const status = useQueueStatus();
  const enter = useEnterQueue();
  const leave = useLeaveQueue();
  const { match, matched, dismiss } = queueMatch;

  const entry = status.data?.entry ?? null;
  const watch = useMatchWhenEntryEnds(entry, matched, match !== null);
  const stage = match ? 'ready' : entry ? 'waiting' : 'form';
  const { title, description } = HEADINGS[stage];
  const refused = enter.error;

  let body: ReactNode;
  if (match)
    body = (
      <QueueReady
        match={match}
        onDismiss={() => {
          enter.reset();
          dismiss();
        }}
      />
    );
  else if (status.isPending) body = <Spinner label="Checking the queue…" showLabel className="py-10" />;
  else if (status.isError)
    body = (
      <LoadError
        title="Could not check the queue"
        message={status.error.message}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  else if (entry)
    body = (
      <QueueWaiting
        entry={entry}
        compatibleWaiting={status.data.compatibleWaiting}
        me={me}
        notice={isAlreadyQueued(refused) ? (refused?.message ?? null) : null}
        onLeave={() => {
          enter.reset();
          watch.left();
          leave.mutate();
        }}
      />
    );
  else
    body = (
      <QueueForm
        onEnter={(settings) =>
          enter.mutate(settings, { onSuccess: (answer) => answer.match && matched(answer.match) })
        }
        pending={enter.isPending}
        error={refused ? (isAlreadyQueued(refused) ? refused.message : QUEUE_MESSAGES.enterFailed) : null}
        detail={refused && !isAlreadyQueued(refused) ? refused.message : null}
      />
    );

  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-5 rounded-2xl border border-line bg-surface/80 p-5 sm:p-6"
    >
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      </div>
      {body}
    </section>
  );
}
