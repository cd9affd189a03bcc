import type { CollectiveSummary } from '@create-together/contract';
import { FolderKanban, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';
import { CollectiveAvatar } from './collective-avatar';
import { CARD_TAGS_SHOWN } from './collectives-constants';
import { MemberStack } from './member-stack';
import { RoleBadge } from './role-badge';

/** Its tags as chips, the first few and "+n" for the rest. */
export function TagList({ tags, max = tags.length }: { tags: string[]; max?: number }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
      {tags.slice(0, max).map((tag) => (
        <li key={tag} className="rounded-md bg-surface-3 px-2 py-0.5 text-xs text-ink-muted">
          {tag}
        </li>
      ))}
      {tags.length > max ? (
        <li className="px-1 py-0.5 text-xs text-ink-faint">+{tags.length - max} more</li>
      ) : null}
    </ul>
  );
}

/** A collective in the grid: picture, name, tags, a few lines of description, who and how many. */
export function CollectiveCard({
  collective,
  className,
}: {
  collective: CollectiveSummary;
  className?: string;
}) {
  const { name, description, membersCount, projectsCount, viewerRole } = collective;
  return (
    <article
      aria-label={name}
      className={cn(
        'group relative flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 transition-colors hover:border-accent-500/50',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <CollectiveAvatar src={collective.avatarUrl} name={name} />
        <div className="min-w-0 flex-1">
          <h3 className="text-base leading-snug font-semibold break-words text-ink">
            {/* The whole card is the link's target area; the name carries its text. */}
            <Link
              to={`/collectives/${encodeURIComponent(collective.collectiveId)}`}
              className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-accent-400"
            >
              {name}
            </Link>
          </h3>
          {viewerRole ? <RoleBadge kind={viewerRole} className="mt-1" /> : null}
        </div>
      </div>
      <TagList tags={collective.tags} max={CARD_TAGS_SHOWN} />
      {description ? (
        <p className="line-clamp-3 text-sm leading-relaxed text-ink-muted">{description}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2 text-xs text-ink-muted">
        <MemberStack members={collective.memberPreview} />
        <span className="flex items-center gap-3 tabular-nums">
          <span className="inline-flex items-center gap-1">
            <UsersRound aria-hidden className="size-3.5" />
            {plural(membersCount, 'member')}
          </span>
          <span className="inline-flex items-center gap-1">
            <FolderKanban aria-hidden className="size-3.5" />
            {plural(projectsCount, 'project')}
          </span>
        </span>
      </div>
    </article>
  );
}

/** Where cards will be, while the first page loads. */
export function CollectiveGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul aria-hidden className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <li key={index} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
          <div className="flex items-center gap-3">
            <div className="size-12 animate-pulse rounded-xl bg-surface-3" />
            <div className="h-5 w-1/2 animate-pulse rounded bg-surface-3" />
          </div>
          <div className="h-3.5 w-full animate-pulse rounded bg-surface-2" />
          <div className="h-3.5 w-2/3 animate-pulse rounded bg-surface-2" />
        </li>
      ))}
    </ul>
  );
}
