import { Eye, Heart, Lock, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { settleFirstScreen, settleFirstScreenWith, useAfterFirstScreen } from '@/components/ui/first-screen';
import type { ClientProject } from '@/entities/projects';
import { cn } from '@/lib/cn';
import { generatedCoverUrl } from './generated-cover';
import { PROJECT_STATUS_LABELS, PROJECT_TYPE_LABELS } from './project-types';

const COVER_BOX =
  'relative overflow-hidden bg-[radial-gradient(120%_90%_at_20%_0%,rgba(91,123,240,0.45),transparent_60%),radial-gradient(90%_80%_at_100%_100%,rgba(40,64,154,0.6),transparent_70%)] bg-surface-2';

/** True at once when `wait` is false; otherwise false until the browser has painted the first render. */
/**
 * A project's cover: its own image, or the one generated from its id and type when it has none or
 * its own fails to load (the gradient shows only while the image loads). The box (`className`
 * gives its size or aspect ratio) is there before the image, so nothing moves when it arrives.
 * `priority`: the cover is likely the first screen's largest paint — fetched at once and first,
 * not when the browser gets round to a lazy image.
 */
export function ProjectCover({
  project,
  className,
  priority = false,
  afterFirstPaint = false,
}: {
  project: Pick<ClientProject, 'id' | 'type' | 'coverImage'>;
  className?: string;
  priority?: boolean;
  /**
   * A cover in a grid whose first card's cover is the first screen's largest paint: its own image
   * is asked for once that one has painted (`useAfterFirstScreen`), so they do not share the network.
   */
  afterFirstPaint?: boolean;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const own = project.coverImage && project.coverImage !== broken ? project.coverImage : null;
  const painted = useAfterFirstScreen(afterFirstPaint);
  if (own && !painted) return <div className={cn(COVER_BOX, className)} />;
  return (
    <div className={cn(COVER_BOX, className)}>
      <img
        src={own ?? generatedCoverUrl(project)}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        data-generated-cover={own ? undefined : ''}
        className="size-full object-cover"
        onLoad={priority ? (event) => settleFirstScreenWith(event.currentTarget) : undefined}
        onError={() => {
          if (priority) settleFirstScreen();
          if (own) setBroken(own);
        }}
      />
    </div>
  );
}

/** How many skills a card names; the rest are counted ("+2"). */
const SKILLS_SHOWN = 3;

/**
 * A project in a grid or list: cover, title, type, a line of description, skills, people and stats.
 * `priority`: the card is at the top of the first screen (see ProjectCover).
 */
export function ProjectCard({
  project,
  className,
  priority = false,
  coverAfterFirstPaint = false,
}: {
  project: ClientProject;
  className?: string;
  priority?: boolean;
  /** See ProjectCover's `afterFirstPaint`. */
  coverAfterFirstPaint?: boolean;
}) {
  const skills = project.requiredSkills.slice(0, SKILLS_SHOWN);
  const moreSkills = project.requiredSkills.slice(SKILLS_SHOWN);
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-colors hover:border-accent-500/50',
        className,
      )}
    >
      <ProjectCover
        project={project}
        className="aspect-[16/9]"
        priority={priority}
        afterFirstPaint={coverAfterFirstPaint}
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full border border-accent-500/30 bg-accent-600/15 px-2 py-0.5 font-medium text-accent-200">
            {PROJECT_TYPE_LABELS[project.type]}
          </span>
          {project.status === 'archived' ? (
            <span className="rounded-full border border-line-strong px-2 py-0.5 text-ink-muted">
              {PROJECT_STATUS_LABELS[project.status]}
            </span>
          ) : null}
          {!project.isPublic ? (
            <span className="inline-flex items-center gap-1 text-ink-muted">
              <Lock aria-hidden className="size-3" />
              Private
            </span>
          ) : null}
        </div>
        <h3 className="text-base leading-snug font-semibold text-ink">
          {/* The whole card is the link's target area; the title carries its name. */}
          <Link
            to={`/projects/${project.id}`}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-accent-400"
          >
            {project.title}
          </Link>
        </h3>
        {project.description ? (
          <p className="line-clamp-2 text-sm leading-relaxed text-ink-muted">{project.description}</p>
        ) : null}
        {skills.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Skills needed">
            {skills.map((skill) => (
              <li key={skill} className="rounded-md bg-surface-3 px-2 py-0.5 text-xs text-ink-muted">
                {skill}
              </li>
            ))}
            {moreSkills.length > 0 ? (
              <li title={moreSkills.join(', ')} className="rounded-md px-1 py-0.5 text-xs text-ink-muted">
                <span aria-hidden>+{moreSkills.length}</span>
                <span className="sr-only">
                  {moreSkills.length} more: {moreSkills.join(', ')}
                </span>
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2 text-xs text-ink-muted">
          <span className="flex min-w-0 items-center gap-2">
            <Avatar
              src={project.owner.avatar}
              name={project.owner.name}
              size="sm"
              afterFirstScreen={priority || coverAfterFirstPaint}
            />
            <span className="truncate">{project.owner.name}</span>
          </span>
          <span className="flex shrink-0 items-center gap-3 tabular-nums">
            <span className="inline-flex items-center gap-1" title="Contributors">
              <Users aria-hidden className="size-3.5" />
              <span className="sr-only">Contributors:</span>
              {project.contributors.length}
            </span>
            <span className="inline-flex items-center gap-1" title="Likes">
              <Heart aria-hidden className="size-3.5" />
              <span className="sr-only">Likes:</span>
              {project.stats.likes}
            </span>
            <span className="inline-flex items-center gap-1" title="Views">
              <Eye aria-hidden className="size-3.5" />
              <span className="sr-only">Views:</span>
              {project.stats.views}
            </span>
          </span>
        </div>
      </div>
    </article>
  );
}
