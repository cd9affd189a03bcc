import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeft,
  FolderKanban,
  GitMerge,
  Heart,
  PanelsTopLeft,
  PartyPopper,
  Plus,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { projectCoverUrl } from '@/components/projects/generated-cover';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { contributionsQueryOptions } from '@/entities/contributions';
import type { ClientProject } from '@/entities/projects';
import { useAccentColour } from '@/hooks/use-accent-colour';
import { rgbCss } from '@/lib/colour';
import { formatCount, plural } from '@/lib/plural';
import { formatDay, plainExcerpt } from './format';

function Figure({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <div className="flex flex-col-reverse items-center gap-1 rounded-2xl border border-line bg-surface-2/70 px-3 py-4">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="flex flex-col items-center gap-1 text-2xl font-semibold text-ink tabular-nums">
        {icon}
        {value}
      </dd>
    </div>
  );
}

/** What a completed project made: the team, the merged work and the start of its main piece. */
export function ProjectCelebration({ project }: { project: ClientProject }) {
  const accent = useAccentColour(projectCoverUrl(project));
  // Merged work is counted when the contributions load; the page does not wait for it.
  const contributions = useQuery({ ...contributionsQueryOptions(project.id), retry: false });
  const merged = contributions.data?.filter((item) => item.status === 'merged').length;
  const excerpt = plainExcerpt(project.workspace.mainContent);
  const finished = formatDay(project.updatedAt);
  const icon = 'size-5 text-accent-300';

  return (
    <section aria-labelledby="celebration-title" className="flex flex-col gap-6">
      <div
        className="relative overflow-hidden rounded-3xl border border-line px-6 py-10 text-center sm:px-10 sm:py-14"
        style={{
          backgroundImage: `radial-gradient(90% 120% at 50% 0%, ${rgbCss(accent, 0.35)}, transparent 70%)`,
        }}
      >
        <span className="mx-auto mb-5 grid size-16 place-items-center rounded-2xl border border-line bg-surface-2 text-accent-200 shadow-[0_0_60px_-12px] shadow-accent-500/60">
          <PartyPopper aria-hidden className="size-7" />
        </span>
        <p className="text-xs font-semibold tracking-[0.18em] text-accent-300 uppercase">Project completed</p>
        <h1
          id="celebration-title"
          className="mt-2 text-3xl font-semibold tracking-tight text-balance text-ink sm:text-4xl"
        >
          {project.title} is complete
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-ink-muted">
          {plural(project.contributors.length, 'person', 'people')} made this together
          {finished ? `, finished ${finished}` : ''}. It is archived now, and stays here to be seen.
        </p>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure
          icon={<Users aria-hidden className={icon} />}
          value={String(project.contributors.length)}
          label="Contributors"
        />
        {merged !== undefined ? (
          <Figure
            icon={<GitMerge aria-hidden className={icon} />}
            value={String(merged)}
            label="Merged contributions"
          />
        ) : null}
        <Figure
          icon={<Heart aria-hidden className={icon} />}
          value={formatCount(project.stats.likes)}
          label="Likes"
        />
      </dl>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section className="rounded-2xl border border-line bg-surface/80 p-5">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-ink-muted uppercase">What was made</h2>
          {excerpt ? (
            <blockquote className="border-l-2 border-accent-500/60 pl-4 text-[15px] leading-relaxed whitespace-pre-wrap text-ink">
              {excerpt}
            </blockquote>
          ) : (
            <p className="text-sm text-ink-faint">The workspace's main piece is empty.</p>
          )}
        </section>
        <section className="rounded-2xl border border-line bg-surface/80 p-5">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-ink-muted uppercase">Made by</h2>
          <ul aria-label="Contributors" className="flex flex-col gap-3">
            {project.contributors.map((person) => (
              <li key={person.id} className="flex items-center gap-3">
                <Avatar src={person.avatar} name={person.name} />
                <span className="min-w-0 flex-1 truncate text-sm text-ink">{person.name}</span>
                <span className="text-xs text-ink-muted">
                  {person.role === 'owner' ? 'Owner' : 'Contributor'}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <nav aria-label="Where next" className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Link to={`/projects/${project.id}`} className={buttonClass('primary')}>
          <ArrowLeft aria-hidden className="size-4" />
          View project
        </Link>
        <Link to={`/workspace/${project.id}`} className={buttonClass('secondary')}>
          <PanelsTopLeft aria-hidden className="size-4" />
          Open workspace
        </Link>
        <Link to="/projects" className={buttonClass('secondary')}>
          <FolderKanban aria-hidden className="size-4" />
          Your projects
        </Link>
        <Link to="/projects/new" className={buttonClass('ghost')}>
          <Plus aria-hidden className="size-4" />
          Start another
        </Link>
      </nav>
    </section>
  );
}
