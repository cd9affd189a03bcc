import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { userCreditsQueryOptions } from '@/entities/contributions';
import { timeAgo } from '@/lib/time';

/** The projects someone is credited on, with their roles — most recent first; nothing when there are none. */
export function ProfileCredits({ userId }: { userId: string }) {
  const credits = useQuery(userCreditsQueryOptions(userId));
  if (!credits.data || credits.data.length === 0) return null;
  return (
    <section aria-labelledby="profile-credits" className="flex flex-col gap-3">
      <h2 id="profile-credits" className="text-lg font-semibold text-ink">
        Credited on
      </h2>
      <ul aria-label="Credited on" className="grid gap-2 sm:grid-cols-2">
        {credits.data.map((credit) => {
          const merged = new Date(credit.lastMergedAt * 1000).toISOString();
          return (
            <li key={credit.project.id} className="rounded-xl border border-line bg-surface p-3">
              <Link
                to={`/projects/${encodeURIComponent(credit.project.id)}`}
                className="block truncate text-sm font-medium text-ink hover:text-accent-300 hover:underline"
              >
                {credit.project.name}
              </Link>
              <p className="mt-0.5 text-xs text-ink-muted">
                {credit.roles.length > 0 ? credit.roles.join(', ') : 'Contributor'} · {credit.contributions}{' '}
                merged · <time dateTime={merged}>{timeAgo(merged)}</time>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
