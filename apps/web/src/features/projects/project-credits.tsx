import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { useAfterFirstScreen } from '@/components/ui/first-screen';
import { projectCreditsQueryOptions } from '@/entities/contributions';
import { Panel } from './project-states';

/**
 * Who made it (docs/design/review.md §3): everyone whose contributions were merged, with the roles
 * they were credited as — liner notes, kept by the project. Nothing until something is merged; asked
 * for once the project's cover has painted (on a phone it is below the first screen).
 */
export function ProjectCredits({ projectId }: { projectId: string }) {
  const afterCover = useAfterFirstScreen(true);
  const credits = useQuery({ ...projectCreditsQueryOptions(projectId), enabled: afterCover });
  if (!credits.data || credits.data.length === 0) return null;
  return (
    <Panel title="Credits">
      <ul aria-label="Credits" className="flex flex-col gap-3">
        {credits.data.map((credit) => (
          <li key={credit.person.userId} className="flex items-center gap-3">
            <Avatar src={credit.person.avatarUrl} name={credit.person.username} size="sm" afterFirstScreen />
            <div className="min-w-0 flex-1">
              <Link
                to={`/profile/${credit.person.userId}`}
                className="block truncate text-sm font-medium text-ink hover:text-accent-200"
              >
                {credit.person.username}
              </Link>
              <span className="block truncate text-xs text-ink-muted">
                {credit.roles.length > 0 ? credit.roles.join(', ') : 'Contributor'} · {credit.contributions}{' '}
                merged
              </span>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
