import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { type ClientContribution, useVote } from '@/entities/contributions';
import { cn } from '@/lib/cn';

const formatVotes = (votes: number) => (votes > 0 ? `+${votes}` : String(votes));

const voteButton = 'grid size-8 place-items-center rounded-lg border transition-colors aria-busy:opacity-70';

/** +1 / −1 for members (pressed = your vote; pressing it again takes it back); the score for everyone. */
export function VoteButtons({
  projectId,
  contribution,
  canVote,
}: {
  projectId: string;
  contribution: ClientContribution;
  canVote: boolean;
}) {
  const vote = useVote(projectId);
  const { votes, myVoteStale } = contribution;
  // A vote on an earlier version no longer counts: shown unpressed, and pressing renews it.
  const myVote = myVoteStale ? 0 : contribution.myVote;
  const score = (
    <span
      className={cn(
        'min-w-8 text-center text-sm font-semibold tabular-nums',
        votes > 0 ? 'text-emerald-300' : votes < 0 ? 'text-rose-300' : 'text-ink-muted',
      )}
    >
      {formatVotes(votes)}
      <span className="sr-only"> {Math.abs(votes) === 1 ? 'vote' : 'votes'}</span>
    </span>
  );

  if (!canVote) {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
        <ThumbsUp aria-hidden className="size-4 text-ink-faint" />
        {score}
      </p>
    );
  }

  // Ignored while a vote is on its way (the buttons stay focusable for keyboard users).
  const cast = (value: 1 | -1) => {
    if (!vote.isPending) vote.mutate({ contributionId: contribution.id, value, current: myVote });
  };

  return (
    <fieldset className="flex items-center gap-1.5">
      <legend className="sr-only">Votes on {contribution.author.name}'s contribution</legend>
      <button
        type="button"
        aria-pressed={myVote === 1}
        aria-label="Vote +1"
        title="+1"
        aria-busy={vote.isPending || undefined}
        onClick={() => cast(1)}
        className={cn(
          voteButton,
          myVote === 1
            ? 'border-emerald-400/50 bg-emerald-400/15 text-emerald-200'
            : 'border-line bg-surface-2 text-ink-muted hover:border-line-strong hover:text-ink',
        )}
      >
        <ThumbsUp aria-hidden className="size-4" />
      </button>
      {score}
      <button
        type="button"
        aria-pressed={myVote === -1}
        aria-label="Vote −1"
        title="−1"
        aria-busy={vote.isPending || undefined}
        onClick={() => cast(-1)}
        className={cn(
          voteButton,
          myVote === -1
            ? 'border-rose-400/50 bg-rose-400/15 text-rose-200'
            : 'border-line bg-surface-2 text-ink-muted hover:border-line-strong hover:text-ink',
        )}
      >
        <ThumbsDown aria-hidden className="size-4" />
      </button>
    </fieldset>
  );
}
