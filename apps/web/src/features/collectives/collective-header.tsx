import { CalendarDays, FolderKanban, UsersRound } from 'lucide-react';
import { PageTitle } from '@/components/ui/page-header';
import type { ClientCollective } from '@/entities/collectives';
import { plural } from '@/lib/plural';
import { formatDate } from '@/lib/time';
import { CollectiveAvatar } from './collective-avatar';
import { TagList } from './collective-card';
import { CollectiveMembership } from './collective-membership';

/** The top of a collective's page: who they are, how many, and Join / Leave. */
export function CollectiveHeader({ collective }: { collective: ClientCollective }) {
  const { name, description, membersCount, projectsCount } = collective;
  const founded = new Date(collective.createdAt * 1000).toISOString();
  return (
    <header className="mb-8 flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 sm:p-6 lg:flex-row lg:items-start lg:justify-between">
      <PageTitle title={name} />
      <div className="flex min-w-0 flex-col gap-4 sm:flex-row sm:items-start">
        <CollectiveAvatar src={collective.avatarUrl} name={name} size="lg" />
        <div className="flex min-w-0 flex-col gap-3">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-ink sm:text-3xl">{name}</h1>
          {description ? (
            <p className="max-w-2xl text-sm leading-relaxed whitespace-pre-line text-ink-muted sm:text-base">
              {description}
            </p>
          ) : null}
          <TagList tags={collective.tags} />
          <ul
            aria-label="About"
            className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-ink-muted tabular-nums"
          >
            <li className="inline-flex items-center gap-1.5">
              <UsersRound aria-hidden className="size-4" />
              {plural(membersCount, 'member')}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <FolderKanban aria-hidden className="size-4" />
              {plural(projectsCount, 'public project')}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden className="size-4" />
              Founded {formatDate(founded)}
            </li>
          </ul>
        </div>
      </div>
      <div className="shrink-0">
        <CollectiveMembership collective={collective} />
      </div>
    </header>
  );
}
