import { Globe, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { projectCoverUrl } from '@/components/projects/generated-cover';
import { ProjectCover } from '@/components/projects/project-card';
import { PROJECT_STATUS_LABELS, PROJECT_TYPE_LABELS } from '@/components/projects/project-types';
import { Avatar } from '@/components/ui/avatar';
import type { ClientProject } from '@/entities/projects';
import { useAccentColour } from '@/hooks/use-accent-colour';
import { rgbCss } from '@/lib/colour';
import { formatDay } from './format';
import { LikeButton, MembershipActions, OwnerActions } from './project-actions';

function StatusBadge({ project }: { project: ClientProject }) {
  if (project.status === 'active') {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full border border-emerald-400/30 bg-emerald-500/10 px-2.5 py-0.5 text-emerald-200">
        <span aria-hidden className="size-1.5 rounded-full bg-emerald-400" />
        {PROJECT_STATUS_LABELS.active}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-line-strong bg-surface-3/70 px-2.5 py-0.5 text-ink-muted">
      {PROJECT_STATUS_LABELS.archived}
    </span>
  );
}

/** The top of a project page: its cover, tinted by the cover's accent colour, the facts and the actions. */
export function ProjectHero({ project }: { project: ClientProject }) {
  // A generated cover tints the page as an uploaded one does.
  const accent = useAccentColour(projectCoverUrl(project));
  const created = formatDay(project.createdAt);

  return (
    <header
      data-accent={accent.join(',')}
      className="relative overflow-hidden rounded-3xl border bg-surface"
      style={{ borderColor: rgbCss(accent, 0.35) }}
    >
      <div className="relative">
        <ProjectCover project={project} className="aspect-[16/9] sm:aspect-[3/1]" priority />
        {/* The cover fades into the accent, so the facts below read as part of it. */}
        <div
          aria-hidden
          className="absolute inset-x-0 bottom-0 h-1/2"
          style={{ backgroundImage: `linear-gradient(180deg, transparent, ${rgbCss(accent, 0.28)})` }}
        />
      </div>
      <div
        className="flex flex-col gap-5 p-5 sm:p-7"
        style={{
          backgroundImage: `linear-gradient(180deg, ${rgbCss(accent, 0.28)} 0%, ${rgbCss(accent, 0.08)} 60%, transparent 100%)`,
        }}
      >
        <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
          <span className="rounded-full border border-accent-500/30 bg-accent-600/15 px-2.5 py-0.5 text-accent-200">
            {PROJECT_TYPE_LABELS[project.type]}
          </span>
          <StatusBadge project={project} />
          <span className="inline-flex items-center gap-1 rounded-full border border-line px-2.5 py-0.5 text-ink-muted">
            {project.isPublic ? (
              <Globe aria-hidden className="size-3.5" />
            ) : (
              <Lock aria-hidden className="size-3.5" />
            )}
            {project.isPublic ? 'Public' : 'Private'}
          </span>
        </div>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-balance text-ink sm:text-4xl">
            {project.title}
          </h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
            <Avatar src={project.owner.avatar} name={project.owner.name} size="sm" />
            <span>
              Started by{' '}
              <Link
                to={`/profile/${project.owner.id}`}
                className="font-medium text-ink hover:text-accent-200 hover:underline"
              >
                {project.owner.name}
              </Link>
            </span>
            {created ? (
              <>
                <span aria-hidden className="text-ink-faint">
                  ·
                </span>
                <span>{created}</span>
              </>
            ) : null}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          <div className="flex flex-wrap gap-2">
            <MembershipActions project={project} />
            <LikeButton project={project} />
          </div>
          <OwnerActions project={project} />
        </div>
      </div>
    </header>
  );
}
