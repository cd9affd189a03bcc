import { mergeBlockerText } from '@create-together/contract';
import { GitMerge, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Markdown } from '@/components/markdown/markdown';
import { MediaView } from '@/components/media';
import { toast } from '@/components/toast/toast-store';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type ClientContribution, useMergeContribution } from '@/entities/contributions';
import { useCurrentUser } from '@/features/auth';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime, timeAgo } from '@/lib/time';
import { ContributionDiscussion } from './review/contribution-discussion';
import { CreditRoleField } from './review/credit-role-field';
import { ReviewSummary } from './review/review-summary';
import { ReviseDialog } from './review/revise-dialog';
import { ContributionTakes } from './song/contribution-takes';
import { VoteButtons } from './vote-buttons';
import { WORKSPACE_MESSAGES } from './workspace-constants';

/** One contribution: author, time, status, its markdown and attached file, votes, and the owner's Merge. */
export function ContributionCard({
  projectId,
  contribution,
  highlight,
  canComment = false,
}: {
  projectId: string;
  contribution: ClientContribution;
  highlight: string;
  /** Start threads on it (members of an active project). */
  canComment?: boolean;
}) {
  const merged = contribution.status === 'merged';
  const { author, createdAt } = contribution;
  const viewerId = useCurrentUser()?.id ?? null;

  return (
    <article
      aria-label={`Contribution by ${author.name}`}
      className={cn('rounded-2xl border bg-surface p-4', merged ? 'border-emerald-500/25' : 'border-line')}
    >
      <header className="mb-3 flex items-start gap-3">
        <Avatar src={author.avatar} name={author.name} size="sm" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-sm font-semibold text-ink">{author.name}</h3>
          <p className="text-xs text-ink-faint">
            <time dateTime={createdAt} title={formatDateTime(createdAt)}>
              {timeAgo(createdAt)}
            </time>
            {contribution.revisedAt ? (
              <>
                {' · changed '}
                <time dateTime={contribution.revisedAt} title={formatDateTime(contribution.revisedAt)}>
                  {timeAgo(contribution.revisedAt)}
                </time>
              </>
            ) : null}
          </p>
        </div>
        <StatusBadge contribution={contribution} />
      </header>
      <CollapsibleContent content={contribution.content} highlight={highlight} />
      {contribution.creditRole ? (
        <p className="mt-2 text-xs text-ink-muted">
          {merged ? 'Credited' : 'To be credited'} as{' '}
          <span className="font-medium text-ink">{contribution.creditRole}</span>
        </p>
      ) : null}
      {contribution.media ? (
        <div className="mt-3 rounded-xl border border-line bg-surface-2/60 p-3">
          <MediaView media={contribution.media} compact viewerId={viewerId} />
        </div>
      ) : null}
      <ContributionTakes projectId={projectId} contribution={contribution} />
      <ReviewSummary contribution={contribution} />
      <ContributionDiscussion projectId={projectId} contribution={contribution} canComment={canComment} />
      <footer className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        <VoteButtons
          projectId={projectId}
          contribution={contribution}
          canVote={contribution.policies.canVote}
        />
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          {contribution.policies.canRevise ? (
            <ReviseButton projectId={projectId} contribution={contribution} />
          ) : null}
          {contribution.policies.canMerge ? (
            <MergeButton projectId={projectId} contribution={contribution} />
          ) : null}
        </div>
      </footer>
    </article>
  );
}

/** Long contributions start folded, so the list stays scannable. */
const FOLD_CHARS = 1200;
const FOLD_LINES = 24;

function CollapsibleContent({ content, highlight }: { content: string; highlight: string }) {
  const long = content.length > FOLD_CHARS || content.split('\n').length > FOLD_LINES;
  const [expanded, setExpanded] = useState(false);
  // While searching, show everything so no match hides in the fold.
  const folded = long && !expanded && !highlight;
  return (
    <div>
      <div className={cn(folded && 'relative max-h-80 overflow-hidden')}>
        <Markdown headingOffset={3} highlight={highlight}>
          {content}
        </Markdown>
        {folded ? (
          <div
            aria-hidden
            className="absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-surface to-transparent"
          />
        ) : null}
      </div>
      {long && !highlight ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          className="mt-2 text-sm font-medium text-accent-300 hover:text-accent-200"
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </div>
  );
}

function StatusBadge({ contribution }: { contribution: ClientContribution }) {
  if (contribution.status === 'merged') {
    return (
      <span className="inline-flex shrink-0 items-center gap-1 rounded-full border border-emerald-400/40 bg-emerald-400/10 px-2 py-0.5 text-xs font-medium text-emerald-200">
        <GitMerge aria-hidden className="size-3" />
        Merged{contribution.mergedAt ? ' ' : null}
        {contribution.mergedAt ? (
          <time dateTime={contribution.mergedAt} title={formatDateTime(contribution.mergedAt)}>
            {formatDate(contribution.mergedAt)}
          </time>
        ) : null}
      </span>
    );
  }
  return (
    <span className="shrink-0 rounded-full border border-accent-500/40 bg-accent-600/15 px-2 py-0.5 text-xs font-medium text-accent-200">
      Open
    </span>
  );
}

function ReviseButton({ projectId, contribution }: { projectId: string; contribution: ClientContribution }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass('ghost', 'sm')}>
        <Pencil aria-hidden className="size-3.5" />
        Change
      </button>
      {open ? (
        <ReviseDialog projectId={projectId} contribution={contribution} open={open} onOpenChange={setOpen} />
      ) : null}
    </>
  );
}

/**
 * The owner's Merge: disabled, saying exactly what is missing, until the project's rules are met
 * (the server refuses the same merge with the same words).
 */
function MergeButton({ projectId, contribution }: { projectId: string; contribution: ClientContribution }) {
  const [confirming, setConfirming] = useState(false);
  const [creditRole, setCreditRole] = useState(contribution.creditRole);
  // Opened again, it starts from the author's word (it may have changed meanwhile).
  const ask = () => {
    setCreditRole(contribution.creditRole);
    setConfirming(true);
  };
  const merge = useMergeContribution(projectId);
  const blockers = contribution.review.blockers;
  const missingId = `merge-missing-${contribution.id}`;

  const confirm = () =>
    merge.mutate(
      {
        contributionId: contribution.id,
        ...(creditRole.trim() !== contribution.creditRole ? { creditRole } : {}),
      },
      {
        onSuccess: () => toast.success(WORKSPACE_MESSAGES.merged),
        onError: (error) => toast.error(`Not merged: ${error.message}`),
      },
    );

  return (
    <>
      {blockers.length > 0 ? (
        <span id={missingId} className="text-xs text-amber-200">
          {blockers.map(mergeBlockerText).join(' · ')}
        </span>
      ) : null}
      <button
        type="button"
        onClick={ask}
        disabled={merge.isPending || blockers.length > 0}
        aria-describedby={blockers.length > 0 ? missingId : undefined}
        className={buttonClass('secondary', 'sm')}
      >
        <GitMerge aria-hidden className="size-3.5" />
        {merge.isPending ? 'Merging…' : 'Merge'}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Merge this contribution?"
        description={`${contribution.author.name}'s contribution is appended to the main content under a heading with their name and today's date. This cannot be undone.`}
        confirmLabel="Merge"
        onConfirm={confirm}
      >
        <CreditRoleField
          label={`Credit ${contribution.author.name} as`}
          value={creditRole}
          onChange={setCreditRole}
        />
      </ConfirmDialog>
    </>
  );
}
