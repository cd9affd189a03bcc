import {
  Archive,
  ArchiveRestore,
  Heart,
  LogOut,
  PanelsTopLeft,
  PartyPopper,
  PenLine,
  UserPlus,
} from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { toast } from '@/components/toast/toast-store';
import { buttonClass } from '@/components/ui/button';
import { SignInToJoin } from '@/components/ui/sign-in-prompt';
import { ButtonSpinner } from '@/components/ui/spinner';
import type { ClientProject } from '@/entities/projects';
import { useJoinProject, useLeaveProject, useLikeProject, useSetProjectStatus } from '@/entities/projects';
import { useCurrentUser } from '@/features/auth';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/plural';
import { loginPathFor } from '@/lib/safe-redirect';
import { PROJECT_MESSAGES } from './projects-constants';

/** Join / Leave / Open workspace, or "Sign in to join" for visitors (SPEC.md §4 "Project"). */
export function MembershipActions({ project }: { project: ClientProject }) {
  const user = useCurrentUser();
  const join = useJoinProject(project.id);
  const leave = useLeaveProject(project.id, user?.id);

  if (!user) {
    return <SignInToJoin />;
  }
  return (
    <>
      {project.isContributor ? (
        <Link to={`/workspace/${project.id}`} className={buttonClass('primary')}>
          <PanelsTopLeft aria-hidden className="size-4" />
          Open workspace
        </Link>
      ) : !project.policies.canJoin ? null : (
        <button
          type="button"
          onClick={() => join.mutate()}
          disabled={join.isPending}
          className={buttonClass('primary')}
        >
          {join.isPending ? <ButtonSpinner /> : <UserPlus aria-hidden className="size-4" />}
          {join.isPending ? 'Joining...' : 'Join project'}
        </button>
      )}
      {project.isContributor && project.policies.canLeave ? (
        <button
          type="button"
          onClick={() => leave.mutate()}
          disabled={leave.isPending}
          className={buttonClass('secondary')}
        >
          <LogOut aria-hidden className="size-4" />
          Leave project
        </button>
      ) : null}
    </>
  );
}

/** Edit, Archive / Reactivate and Complete: the owner's tools. */
export function OwnerActions({ project }: { project: ClientProject }) {
  const setStatus = useSetProjectStatus(project.id);
  if (!project.policies.canEdit) return null;

  const archived = project.status === 'archived';
  const changeStatus = (status: 'active' | 'archived') =>
    setStatus.mutate(status, {
      onSuccess: () => toast.success(status === 'archived' ? 'Project archived.' : 'Project reactivated.'),
      onError: () => toast.error(PROJECT_MESSAGES.updateFailed(project.id)),
    });

  return (
    <fieldset className="flex min-w-0 flex-wrap gap-2">
      <legend className="sr-only">Owner actions</legend>
      <Link to={`/projects/edit/${project.id}`} className={buttonClass('secondary', 'sm')}>
        <PenLine aria-hidden className="size-4" />
        Edit
      </Link>
      <button
        type="button"
        onClick={() => changeStatus(archived ? 'active' : 'archived')}
        disabled={setStatus.isPending}
        className={buttonClass('secondary', 'sm')}
      >
        {setStatus.isPending ? (
          <ButtonSpinner />
        ) : archived ? (
          <ArchiveRestore aria-hidden className="size-4" />
        ) : (
          <Archive aria-hidden className="size-4" />
        )}
        {archived ? 'Reactivate' : 'Archive'}
      </button>
      {project.serverStatus !== 'completed' ? (
        <Link to={`/projects/${project.id}/complete`} className={buttonClass('secondary', 'sm')}>
          <PartyPopper aria-hidden className="size-4" />
          Complete
        </Link>
      ) : null}
    </fieldset>
  );
}

/** The like toggle: optimistic for members and visitors who are signed in; a sign-in link otherwise. */
export function LikeButton({ project }: { project: ClientProject }) {
  const user = useCurrentUser();
  const location = useLocation();
  const like = useLikeProject(project.id);
  const liked = project.likedByMe;
  const look = cn(
    buttonClass('secondary'),
    liked && 'border-rose-400/50 bg-rose-500/10 text-rose-100 hover:border-rose-400/70 hover:bg-rose-500/15',
  );
  const icon = <Heart aria-hidden className={cn('size-4', liked && 'fill-rose-400 text-rose-400')} />;
  const count = <span className="tabular-nums text-ink-muted">{formatCount(project.stats.likes)}</span>;

  if (!user) {
    // Named by what it shows, then why it leads away (WCAG 2.5.3: the visible text is in the name).
    return (
      <Link to={loginPathFor(location.pathname, location.search)} className={look}>
        {icon}
        Like {count}
        <span className="sr-only"> (sign in to like)</span>
      </Link>
    );
  }
  return (
    <button type="button" aria-pressed={liked} onClick={() => like.mutate(!liked)} className={look}>
      {icon}
      {liked ? 'Liked' : 'Like'} {count}
    </button>
  );
}
