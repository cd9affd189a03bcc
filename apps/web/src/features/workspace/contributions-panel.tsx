import type { ReviewRules } from '@create-together/contract';
import { useQuery } from '@tanstack/react-query';
import { MessageSquarePlus } from 'lucide-react';
import { useId } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { type ClientContribution, contributionsQueryOptions } from '@/entities/contributions';
import { ContributionCard } from './contribution-card';
import { ProposeForm } from './propose-form';
import { ReviewRulesControl } from './review/review-rules';
import type { WorkspaceAccess } from './workspace-access';

const newestFirst = (a: ClientContribution, b: ClientContribution) => b.createdAt.localeCompare(a.createdAt);

function matches(contribution: ClientContribution, needle: string) {
  return (
    contribution.content.toLowerCase().includes(needle) ||
    contribution.author.name.toLowerCase().includes(needle)
  );
}

/** Proposing (members) and the contributions, newest first, narrowed by the workspace search. */
export function ContributionsPanel({
  projectId,
  access,
  query,
  reviewRules,
}: {
  projectId: string;
  access: WorkspaceAccess;
  query: string;
  reviewRules: ReviewRules;
}) {
  const headingId = useId();
  const contributions = useQuery(contributionsQueryOptions(projectId));
  const all = contributions.data ? [...contributions.data].sort(newestFirst) : [];
  const needle = query.toLowerCase();
  const shown = needle ? all.filter((c) => matches(c, needle)) : all;
  const canContribute = access.canPropose;

  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="flex items-baseline gap-2 text-base font-semibold text-ink">
          Contributions
          {contributions.data ? (
            <span className="text-sm font-normal text-ink-faint tabular-nums">{all.length}</span>
          ) : null}
        </h2>
        <ReviewRulesControl projectId={projectId} rules={reviewRules} canEdit={access.canSetReviewRules} />
      </div>

      {canContribute ? <ProposeForm projectId={projectId} /> : null}

      {contributions.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading contributions..." showLabel />
        </div>
      ) : contributions.isError ? (
        <LoadError
          title="Contributions could not be loaded"
          message={contributions.error.message}
          onRetry={() => void contributions.refetch()}
          retrying={contributions.isFetching}
        />
      ) : (
        <>
          {needle ? (
            <p role="status" className="text-xs text-ink-muted">
              {shown.length} of {all.length} {all.length === 1 ? 'contribution' : 'contributions'} mention “
              {query}”.
            </p>
          ) : null}
          {all.length === 0 ? (
            <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-6 py-10 text-center">
              <MessageSquarePlus aria-hidden className="mb-3 size-6 text-ink-faint" />
              <p className="text-sm font-medium text-ink">No contributions yet</p>
              <p className="mt-1 max-w-xs text-sm text-ink-muted">
                {canContribute
                  ? 'Propose the first one: a verse, an idea, a fix.'
                  : 'Members propose contributions here; the owner merges the best.'}
              </p>
            </div>
          ) : (
            <ol aria-label="Contributions, newest first" className="space-y-4">
              {shown.map((contribution) => (
                <li key={contribution.id}>
                  <ContributionCard
                    projectId={projectId}
                    contribution={contribution}
                    highlight={query}
                    canComment={access.canPropose}
                  />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
