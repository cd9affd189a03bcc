import { useQuery } from '@tanstack/react-query';
import { GitMerge, ThumbsUp } from 'lucide-react';
import { Link } from 'react-router';
import { Markdown } from '@/components/markdown/markdown';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { type MergedContributionView, mergedContributionsQueryOptions } from '@/entities/contributions';
import { formatDateTime, timeAgo } from '@/lib/time';

/** An excerpt reads as a few lines of text: its headings are no bigger than the project's name. */
const excerptClass =
  'line-clamp-4 text-ink-muted sm:text-sm [&_:is(h1,h2,h3,h4,h5,h6)]:my-1 [&_:is(h1,h2,h3,h4,h5,h6)]:border-0 [&_:is(h1,h2,h3,h4,h5,h6)]:pb-0 [&_:is(h1,h2,h3,h4,h5,h6)]:text-sm';

function MergedItem({ contribution: c }: { contribution: MergedContributionView }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <Link
          to={`/projects/${encodeURIComponent(c.project.id)}`}
          className="min-w-0 truncate font-medium text-ink hover:text-accent-300 hover:underline"
        >
          {c.project.name}
        </Link>
        <span className="flex shrink-0 items-center gap-3 text-xs text-ink-faint">
          <span className="flex items-center gap-1" title="Votes">
            <ThumbsUp aria-hidden className="size-3.5" />
            <span className="sr-only">Votes: </span>
            {c.votes}
          </span>
          <time dateTime={c.mergedAt} title={formatDateTime(c.mergedAt)}>
            merged {timeAgo(c.mergedAt)}
          </time>
        </span>
      </div>
      <Markdown headingOffset={2} className={excerptClass}>
        {c.excerpt}
      </Markdown>
    </li>
  );
}

/** A profile's merged contributions (GET /api/users/{id}/contributions), newest merge first. */
export function MergedContributions({ userId, own, name }: { userId: string; own: boolean; name: string }) {
  const query = useQuery(mergedContributionsQueryOptions(userId));
  return (
    <section aria-labelledby="profile-contributions" className="flex flex-col gap-4">
      <h2 id="profile-contributions" className="text-lg font-semibold text-ink">
        Merged contributions
      </h2>
      {query.isPending ? (
        <Spinner label="Loading contributions..." showLabel className="py-6" />
      ) : query.isError ? (
        <LoadError
          message="Could not load the contributions."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <EmptyState icon={GitMerge} title="No merged contributions yet">
          {own
            ? 'Propose a contribution in a project’s workspace; when its owner merges it, it shows here.'
            : `When a project merges something ${name} proposed, it shows here.`}
        </EmptyState>
      ) : (
        <ul aria-label="Merged contributions" className="flex flex-col gap-3">
          {query.data.map((contribution) => (
            <MergedItem key={contribution.id} contribution={contribution} />
          ))}
        </ul>
      )}
    </section>
  );
}
