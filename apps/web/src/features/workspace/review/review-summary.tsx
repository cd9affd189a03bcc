import { mergeBlockerText } from '@create-together/contract';
import { CircleCheck, CircleDashed, History, MessageCircleWarning } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import type { ClientContribution } from '@/entities/contributions';
import { cn } from '@/lib/cn';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Where an open contribution stands with the project's rules, as a reviewer reads a pull request:
 * approvals against the rule, requests for changes, open threads, and votes cast on an earlier
 * version (kept, shown faded, no longer counted); who voted what, by face.
 */
export function ReviewSummary({ contribution }: { contribution: ClientContribution }) {
  const { review, voters } = contribution;
  if (contribution.status === 'merged') return null;
  const ready = review.blockers.length === 0;
  const parts = [
    review.requiredApprovals > 0
      ? `${review.approvals} of ${review.requiredApprovals} approvals`
      : plural(review.approvals, 'approval', 'approvals'),
    review.changesRequested > 0
      ? plural(review.changesRequested, 'request for changes', 'requests for changes')
      : null,
    review.openThreads > 0 ? plural(review.openThreads, 'open thread', 'open threads') : null,
  ].filter(Boolean);

  return (
    <section
      aria-label="Review"
      className="mt-4 rounded-xl border border-line bg-surface-2/50 px-3 py-2.5 text-sm"
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {ready ? (
          <CircleCheck aria-hidden className="size-4 text-emerald-300" />
        ) : (
          <CircleDashed aria-hidden className="size-4 text-amber-300" />
        )}
        <span className={cn('font-medium', ready ? 'text-emerald-200' : 'text-amber-100')}>
          {ready
            ? review.requiredApprovals > 0 || review.openThreads > 0
              ? 'Ready to merge'
              : 'The owner decides'
            : `Not ready: ${review.blockers.map(mergeBlockerText).join(', ')}`}
        </span>
      </p>
      <p className="mt-0.5 text-xs text-ink-faint">{parts.join(' · ')}</p>
      {review.staleVotes > 0 ? (
        <p className="mt-1 flex items-center gap-1.5 text-xs text-ink-muted">
          <History aria-hidden className="size-3.5" />
          {plural(review.staleVotes, 'vote was', 'votes were')} cast before the author’s last change and no
          longer
          {review.staleVotes === 1 ? ' counts' : ' count'}.
        </p>
      ) : null}
      {contribution.myVoteStale ? (
        <p className="mt-1 flex items-center gap-1.5 text-xs text-amber-200">
          <MessageCircleWarning aria-hidden className="size-3.5" />
          Your vote was on an earlier version. Vote again to count it.
        </p>
      ) : null}
      {voters.length > 0 ? (
        <ul aria-label="Votes" className="mt-2 flex flex-wrap gap-1.5">
          {voters.map((vote) => (
            <li
              key={vote.voter.userId}
              title={`${vote.voter.username}: ${vote.value > 0 ? 'approves' : 'asks for changes'}${vote.stale ? ' (an earlier version)' : ''}`}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full border py-0.5 pr-2 pl-0.5 text-xs',
                vote.stale
                  ? 'border-dashed border-line text-ink-faint opacity-70'
                  : vote.value > 0
                    ? 'border-emerald-400/40 text-emerald-200'
                    : 'border-rose-400/40 text-rose-200',
              )}
            >
              <Avatar src={vote.voter.avatarUrl} name={vote.voter.username} size="xs" />
              {vote.voter.username}
              <span className="sr-only">
                {vote.value > 0 ? ' approves' : ' asks for changes'}
                {vote.stale ? ', on an earlier version' : ''}
              </span>
              <span aria-hidden>{vote.value > 0 ? '+1' : '−1'}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
