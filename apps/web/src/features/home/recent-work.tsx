import type { ActivityItem } from '@create-together/contract';
import { useQuery } from '@tanstack/react-query';
import { FolderKanban, GitMerge, MessageSquare, PenLine, Sparkles, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { ProjectCard } from '@/components/projects/project-card';
import { Avatar } from '@/components/ui/avatar';
import { useActivity } from '@/entities/activity';
import { myProjectsQueryOptions } from '@/entities/projects';
import { timeAgo } from '@/lib/time';

const RECENT_PROJECTS = 3;

/** A signed-in creator's most recently updated projects, and what happened in them lately. */
export function RecentWork() {
  const projects = useQuery(myProjectsQueryOptions());
  const activity = useActivity(true);
  const recent = (projects.data ?? []).slice(0, RECENT_PROJECTS);

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section aria-labelledby="recent-projects-heading">
        <div className="mb-3 flex items-center justify-between">
          <h3
            id="recent-projects-heading"
            className="text-sm font-semibold tracking-wide text-ink-muted uppercase"
          >
            Recent projects
          </h3>
          {recent.length > 0 ? (
            <Link to="/projects" className="text-sm text-accent-300 hover:text-accent-200">
              All projects
            </Link>
          ) : null}
        </div>
        {projects.isPending ? (
          <p className="text-sm text-ink-muted">Loading your projects…</p>
        ) : projects.isError ? (
          <p className="text-sm text-ink-muted">Your projects could not be loaded just now.</p>
        ) : recent.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-line-strong p-6 text-sm text-ink-muted">
            <FolderKanban aria-hidden className="mb-2 size-5 text-accent-300" />
            No projects yet. Start one, or{' '}
            <Link to="/explore" className="text-accent-300 hover:text-accent-200">
              find one to join
            </Link>
            .
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {recent.map((project) => (
              <li key={project.id} className="flex">
                <ProjectCard project={project} className="w-full" />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="activity-heading">
        <h3
          id="activity-heading"
          className="mb-3 text-sm font-semibold tracking-wide text-ink-muted uppercase"
        >
          Activity
        </h3>
        {activity.isPending ? (
          <p className="text-sm text-ink-muted">Loading activity…</p>
        ) : activity.isError ? (
          <p className="text-sm text-ink-muted">Activity could not be loaded just now.</p>
        ) : (activity.data ?? []).length === 0 ? (
          <p className="text-sm text-ink-muted">
            Nothing yet. When people join your projects, propose or merge work, it shows up here.
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {(activity.data ?? []).slice(0, 8).map((item) => (
              <ActivityEntry key={item.activityId} item={item} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

const icons = {
  project_created: Sparkles,
  member_joined: UserPlus,
  contribution_proposed: PenLine,
  contribution_merged: GitMerge,
  comment_added: MessageSquare,
} as const;

const verbs: Record<ActivityItem['type'], string> = {
  project_created: 'started',
  member_joined: 'joined',
  contribution_proposed: 'proposed a contribution to',
  contribution_merged: 'merged a contribution into',
  comment_added: 'commented on',
};

function ActivityEntry({ item }: { item: ActivityItem }) {
  const Icon = icons[item.type];
  const workspace = item.type === 'contribution_proposed' || item.type === 'contribution_merged';
  const at = new Date(item.at * 1000).toISOString();
  return (
    <li className="flex gap-3 rounded-xl border border-line bg-surface/70 p-3">
      <Avatar src={item.actor.avatarUrl} name={item.actor.username} size="sm" />
      <div className="min-w-0 text-sm">
        <p className="text-ink">
          <span className="font-medium">{item.actor.username}</span> {verbs[item.type]}{' '}
          <Link
            to={workspace ? `/workspace/${item.project.projectId}` : `/projects/${item.project.projectId}`}
            className="font-medium text-accent-300 hover:text-accent-200"
          >
            {item.project.name}
          </Link>
        </p>
        {item.excerpt ? <p className="mt-0.5 line-clamp-2 text-ink-muted">{item.excerpt}</p> : null}
        <p className="mt-1 flex items-center gap-1 text-xs text-ink-faint">
          <Icon aria-hidden className="size-3" />
          <time dateTime={at}>{timeAgo(at)}</time>
        </p>
      </div>
    </li>
  );
}
