import {
  CalendarDays,
  FolderKanban,
  Lock,
  MessagesSquare,
  PenLine,
  UserPlus,
  UsersRound,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-header';
import type { ClientCollective } from '@/entities/collectives';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';
import { formatDate } from '@/lib/time';
import { CollectiveAvatar } from './collective-avatar';
import { TagList } from './collective-card';
import { CollectiveMembership } from './collective-membership';

/** "Invite-only", with a lock: joined by an invitation or a link only. */
export function InviteOnlyBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-line-strong bg-surface-2 px-2 py-0.5 text-xs font-medium text-ink-muted">
      <Lock aria-hidden className="size-3" />
      Invite-only
    </span>
  );
}

/** The wide picture atop the page, when it has one (nothing when it fails to load). */
function Cover({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <div className="aspect-[16/5] max-h-72 w-full overflow-hidden bg-surface-2">
      <img src={src} alt="" className="size-full object-cover" onError={() => setFailed(true)} />
    </div>
  );
}

/** The top of a collective's page: its cover, who they are, how many, Join / Leave, Invite and Edit. */
export function CollectiveHeader({ collective }: { collective: ClientCollective }) {
  const { name, description, membersCount, projectsCount, coverUrl, policies } = collective;
  const path = `/collectives/${encodeURIComponent(collective.collectiveId)}`;
  const founded = new Date(collective.createdAt * 1000).toISOString();
  return (
    <header className="mb-8 overflow-hidden rounded-2xl border border-line bg-surface">
      <PageTitle title={name} />
      {coverUrl ? <Cover src={coverUrl} /> : null}
      <div className="flex flex-col gap-5 p-5 sm:p-6 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 flex-col gap-4 sm:flex-row sm:items-start">
          <CollectiveAvatar
            src={collective.avatarUrl}
            name={name}
            size="lg"
            className={cn(coverUrl && '-mt-14 ring-4 ring-surface sm:-mt-16')}
          />
          <div className="flex min-w-0 flex-col gap-3">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words text-ink sm:text-3xl">
                {name}
              </h1>
              {collective.visibility === 'invite_only' ? <InviteOnlyBadge /> : null}
            </div>
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
        <div className="flex shrink-0 flex-col items-start gap-3 lg:items-end">
          <CollectiveMembership collective={collective} />
          {policies.canInvite || policies.canEdit || collective.viewerRole ? (
            <div className="flex flex-wrap gap-2 lg:justify-end">
              {collective.viewerRole ? (
                <Link
                  to={`/messages?chat=collective:${collective.collectiveId}`}
                  className={buttonClass('secondary', 'sm')}
                >
                  <MessagesSquare aria-hidden className="size-4" />
                  Chat
                </Link>
              ) : null}
              {policies.canInvite ? (
                <Link to={`${path}/invite`} className={buttonClass('secondary', 'sm')}>
                  <UserPlus aria-hidden className="size-4" />
                  Invite people
                </Link>
              ) : null}
              {policies.canEdit ? (
                <Link to={`${path}/edit`} className={buttonClass('secondary', 'sm')}>
                  <PenLine aria-hidden className="size-4" />
                  Edit collective
                </Link>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </header>
  );
}
